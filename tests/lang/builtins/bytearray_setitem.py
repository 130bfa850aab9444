# ba[i] = v and del ba[i]: the value is a byte (int or __index__), checked
# before the index is; CPython's errors for both.
def t(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)


class Idx:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n


def setter(k, v):
    def f():
        ba = bytearray(b'abcdef')
        ba[k] = v
        return ba
    return f


def deleter(k):
    def f():
        ba = bytearray(b'abcdef')
        del ba[k]
        return ba
    return f


for k in [0, 5, -1, -6, True]:
    t('set %r' % k, setter(k, 65))
for v in [0, 255, True, False, Idx(66)]:
    t('value %r' % (v if not isinstance(v, Idx) else 'Idx'), setter(1, v))
for v in [256, -1, 2**100, -2**100, 'a', 1.5, b'a', bytearray(b'a'), None, [1]]:
    t('bad value %r' % (v,), setter(1, v))
for k in [6, -7, 100, 2**100, -2**100]:
    t('bad index %r' % k, setter(k, 1))
t('bad index and value', setter(10, 256))
t('bad index type and value', setter('x', 'y'))
t('float index', setter(1.5, 1))
t('None index', setter(None, 1))
t('index Idx', setter(Idx(-2), 90))
t('empty', lambda: bytearray().__setitem__(0, 1))
for k in [0, 5, -1, -6, Idx(1)]:
    t('del %r' % (k if not isinstance(k, Idx) else 'Idx'), deleter(k))
for k in [6, -7, 2**100, 'x', 1.5]:
    t('del bad %r' % (k,), deleter(k))


def del_all():
    ba = bytearray(b'xyz')
    while ba:
        del ba[0]
        print(ba, len(ba))
    ba.append(1)
    return ba


t('del all', del_all)
ba = bytearray(3)
for i in range(3):
    ba[i] = i * 100
print(ba, list(ba))
ba[-1] += 1
ba[0] |= 0x0f
print(ba)
try:
    ba[0] += 300
except ValueError as e:
    print(type(e).__name__, e)
print(ba)
t('b bytes immutable', lambda: b'abc'.__setitem__(0, 1))
try:
    b = b'abc'
    b[0] = 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    b = b'abc'
    del b[0]
except TypeError as e:
    print(type(e).__name__, e)
