def total(items):
    s = 0
    for x in items:
        s += x
    return s
data = [i * i for i in range(100)]
names = {'a': 1, 'b': 2, 'c': 3}
result = total(data) + len(names)
