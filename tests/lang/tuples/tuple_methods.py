# tuple methods and operations (differential)
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a = (1, 2, 3, 2)
print(a.count(2), a.count(9), a.index(2), a.index(2, 2), a.index(3, -3), a.index(1, 0, 1))
t(lambda: a.index(9))
t(lambda: a.index(2, 0, 1))
t(lambda: a.index())
t(lambda: a.count())
t(lambda: a.count(1, 2))
print(a + (4,), a * 2, 0 * a, a[1:3], a[::-1], a[-1], (), (1,), tuple('ab'), tuple([1]), tuple(range(2)), tuple())
t(lambda: a + [1])
t(lambda: a[10])
t(lambda: a['x'])
t(lambda: tuple(1))
t(lambda: tuple(1, 2))
t(lambda: tuple(x=1))
def seti():
    a[0] = 1
t(seti)
print((1, 2) < (1, 3), (1, 2) == (1, 2), (1,) < (1, 0), () < (0,), hash((1, 2)) == hash((1, 2)), (1, [2]) == (1, [2]))
t(lambda: hash((1, [2])))
t(lambda: (1, 'a') < (1, 2))
print(len(a), 2 in a, 9 in a, a.__len__() if hasattr(a, '__len__') else 4)
print(repr((1, 'x', (2,), [])), str(((),)))
x = (1, 2)
x += (3,)
x *= 2
print(x)
