a = {1, 2, 3}
b = {2, 3, 4}
a |= b
print(a)
a &= {1, 2, 3}
print(a)
a -= {1}
print(a)
a ^= {3, 5}
print(a)
print(set([3, 3, 1]), set("hello") == {"h", "e", "l", "o"}, {x for x in range(5)} - {0}, frozenset({1, 2}) | {3})
s = set()
for i in range(10):
    s.add(i % 3)
print(s, len(s), 2 in s, sorted(s, reverse=True))
print({1, 2} < {1, 2, 3}, {1, 2} > {1}, {1} <= {1}, {1}.issubset([1, 2]), {1, 2}.union([3], (4,)))
