class P(tuple):
    __slots__ = ()
    def __new__(cls, x, y):
        return tuple.__new__(cls, (x, y))
    @property
    def x(self):
        return self[0]
    def __repr__(self):
        return f'P(x={self[0]}, y={self[1]})'
p = P(1, 2)
print(p, p.x, p[1], len(p), p == (1, 2), isinstance(p, tuple), tuple(p), list(p), hash(p) == hash((1, 2)))
a, b = p
print(a, b, p + (3,), p * 2, sorted([P(2, 1), P(1, 5)]))
try:
    p.z = 1
except AttributeError as e:
    print(e)
class T(tuple): pass
t = T([1, 2, 3])
print(t, type(t).__name__, t[1:], t.count(1), t.index(3))
try:
    class Bad(tuple):
        __slots__ = ('a',)
except TypeError as e:
    print(e)
