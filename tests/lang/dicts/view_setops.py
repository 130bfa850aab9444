a = {"x": 1, "y": 2, "z": 3}
b = {"y": 0, "w": 0}
print(sorted(a.keys() & b.keys()), sorted(a.keys() - b), sorted(a.keys() | {"q"}), sorted(a.keys() ^ b.keys()), sorted(a.items() & {("x", 1)}))
print([1, 2, 3, 2].index(2, 2), [1, 2, 3].index(3, -1), [5, 6].index(6, 0, 2))
[1, 2, 3].index(1, 1)
