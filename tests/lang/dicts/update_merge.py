a = {"x": 1, "y": 2}
b = {"y": 3, "z": 4}
c = dict(a)
c.update(b)
print(c, a | b, b | a, {**a, **b})
a |= b
print(a)
