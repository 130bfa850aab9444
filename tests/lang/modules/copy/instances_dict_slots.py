# instances: copy shares attribute values, deepcopy copies them; __init__ not called; __slots__ and inherited slots
import copy
class P:
    count = 0
    def __init__(self, xs):
        P.count += 1
        self.xs = xs
        self.tag = 't'
p = P([1, 2])
q, r = copy.copy(p), copy.deepcopy(p)
print(P.count, q.xs is p.xs, r.xs is p.xs, r.xs == p.xs, q.tag, type(q).__name__, q is not p)
class S:
    __slots__ = ('a', 'b')
class T(S):
    __slots__ = ('c',)
t = T()
t.a = [1]; t.c = {'k': 1}
t2, t3 = copy.copy(t), copy.deepcopy(t)
print(t2.a is t.a, t3.a is t.a, t3.a, t3.c, hasattr(t3, 'b'), hasattr(t2, 'b'))
class Mixed(S):
    def __init__(self): self.extra = [0]
m = Mixed()
m.a = 'sa'
m2 = copy.deepcopy(m)
print(m2.a, m2.extra, m2.extra is m.extra)
class Empty: pass
e = copy.copy(Empty())
print(type(e).__name__)
