a = b = c = 1
a = b = yield_
a, b = c, d = e
a.x = b[0] = c.y.z = d
x = (a, b) = [c, d] = e
[a, [b, c]] = [1, [2, 3]]
((a, b), c) = x
a = (yield_)
x = y = lambda: 1
