a = list(range(10))
del a[::2]
print(a)
del a[1:3]
print(a)
del a[:]
print(a)
