a, b = {1, 2, 3}, {3, 4}
print(a | b, a & b, a - b, b - a, a ^ b, a.union(b), a.intersection(b), a.difference(b), a.symmetric_difference(b))
