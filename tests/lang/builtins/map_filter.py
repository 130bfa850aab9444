print(list(map(str, [1, 2])), list(map(lambda a, b: a + b, [1, 2], [10, 20])), list(filter(lambda x: x % 2, range(7))))
print(list(map(int, "123")), list(filter(str.isdigit, "a1b2")))
m = map(abs, [-1, -2])
print(next(m), next(m), next(m, "end"))
