print({10, 2, 33, 4, 100, 7, 64, 8})
s = set()
for i in [50, 3, 17, 8, 1000, 5]:
    s.add(i)
print(s)
print(set(range(100, 0, -7)))
