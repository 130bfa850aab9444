a = list(range(10))
a[2:5] = ["a", "b"]
print(a)
a[::3] = [0] * len(a[::3])
print(a)
a[:] = []
print(a)
a[0:0] = [1, 2]
print(a)
