print(list(map(repr, [(1, 2), [3], {4: 5}, {6}])))
a = [1]
a.append(a)
d = {}
d["x"] = d
print(a, d, [a, [d]], list(map(repr, [a])))
