a, b = 1, 2
a, b = b, a
print(a, b)
(c, d), e = (3, 4), 5
print(c, d, e)
first, *rest = [1, 2, 3, 4]
print(first, rest)
*init, last = "abc"
print(init, last)
x, *mid, y = range(5)
print(x, mid, y)
p, *q = [1]
print(p, q)
[m, n] = "xy"
print(m, n)
for i, (j, k) in enumerate([(1, 2), (3, 4)]):
    print(i, j, k)
t = 1, 2, 3
print(t, type(t).__name__)
lst = [0] * 3
lst[0], lst[1] = 7, 8
print(lst)
d = {}
d["a"] = d["b"] = 1
print(d)
print([*range(3), *"ab"], (*[1, 2], 3), {*[1, 1, 2]}, {**{"a": 1}, "b": 2})
