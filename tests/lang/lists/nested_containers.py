grid = [[0] * 3 for _ in range(3)]
grid[1][1] = 5
print(grid)
bad = [[0] * 3] * 3
bad[0][0] = 1
print(bad)
a = [1, 2]
a.append(a)
print(a)
d = {}
d["self"] = d
print(d)
t = ([],)
t[0].append(1)
print(t)
s = [{1, 2}, frozenset([3])]
print(s, {(1, 2): [3]}, [[[]]], ((),))
