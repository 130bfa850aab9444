# range, dict.fromkeys, dict |, set/frozenset operators with odd arguments, compared with python3
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
rs = [range(0), range(1, 1), range(5), range(0, 5, 1), range(0, 6, 2), range(0, 5, 2), range(4, -1, -1), range(3, 4, 10), range(3, 5, 10), range(-3, 3)]
for a in rs:
    print([a == b for b in rs], hash(a) == hash(range(a.start, a.stop, a.step)))
    t(lambda: a.index(2))
    t(lambda: a.count(2))
    t(lambda: a.count(2.0))
    t(lambda: a.index(True))
    t(lambda: a.count('x'))
    t(lambda: a.index('x'))
t(lambda: range(5) == [0, 1, 2, 3, 4])
t(lambda: range(3) < range(4))
t(lambda: hash(range(0)) == hash(range(5, 5)))
t(lambda: range(10)[2:8:3])
t(lambda: range(10)[::-1])
t(lambda: range(10)[-100:100])
t(lambda: range(5).index(5))
t(lambda: range(1, 2**62, 7).index(7 * 10**10 + 1))
t(lambda: dict.fromkeys('abc'))
t(lambda: dict.fromkeys([1, 2], []))
t(lambda: dict.fromkeys())
t(lambda: dict.fromkeys(1))
t(lambda: dict.fromkeys([[1]]))
t(lambda: {}.fromkeys(range(3), 0))
t(lambda: dict.fromkeys('ab', 1, 2))
t(lambda: {1: 2} | {1: 3, 4: 5})
t(lambda: {1: 2} | [(1, 3)])
t(lambda: [(1, 3)] | {1: 2})
t(lambda: {1: 2} | None)
def ior(d, o):
    d |= o
    return d
t(lambda: ior({1: 2}, [(1, 3), (5, 6)]))
t(lambda: ior({1: 2}, {3: 4}))
t(lambda: ior({1: 2}, 5))
t(lambda: ior({1: 2}, [1]))
t(lambda: ior({1: 2}, [(1, 2, 3)]))
t(lambda: {1: 2} | {}.keys())
s, f = {1, 2, 3}, frozenset({2, 3, 4})
ops = {'|': lambda x, y: x | y, '&': lambda x, y: x & y, '-': lambda x, y: x - y, '^': lambda x, y: x ^ y,
       '<': lambda x, y: x < y, '<=': lambda x, y: x <= y, '>': lambda x, y: x > y, '>=': lambda x, y: x >= y,
       '==': lambda x, y: x == y, '!=': lambda x, y: x != y}
for op in ops:
    for x, y in [(s, f), (f, s), (f, f), (s, s)]:
        r = ops[op](x, y)
        print(op, type(r).__name__, sorted(r) if isinstance(r, (set, frozenset)) else r)
t(lambda: s | [1])
t(lambda: f & [1])
t(lambda: s.union([5], (6,), f))
t(lambda: type(f.union(s)))
t(lambda: type(f.copy()) is frozenset and f.copy() is f)
t(lambda: f.intersection())
t(lambda: s.issubset([1, 2, 3, 4]))
t(lambda: f.isdisjoint(x for x in [9]))
t(lambda: s.symmetric_difference(f, f))
t(lambda: s.difference(f, [1]))
t(lambda: s == f)
t(lambda: hash(frozenset()) == hash(frozenset([])))
t(lambda: {frozenset({1}): 2}[frozenset([1])])
t(lambda: {1} - 1)
t(lambda: s.update(1))
t(lambda: s < [1])
t(lambda: frozenset([1, 2]) in {frozenset([1, 2])})
