a = [1, 2, 3, 2, 1]
a.remove(2)
print(a, a.index(1), a.index(1, 1) if False else 3, a.count(1), a.count(9))
