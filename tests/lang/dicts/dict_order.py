d = {}
for k in [5, 3, 9, 1]:
    d[k] = k * k
del d[3]
d[3] = 0
print(d, list(d), sorted(d))
d2 = {k: v for k, v in zip("zyx", range(3))}
print(d2, {**d2, "a": 9})
