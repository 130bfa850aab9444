# ba[i:j] = v grows and shrinks; ba[i:j:k] = v needs as many bytes as the
# slice has (an empty value deletes it); CPython's errors for bad values.
def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


class Idx:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n


class Num:
    def __float__(self):
        return 1.0


def assign(sl, v, start=b'abcdef'):
    def f():
        ba = bytearray(start)
        ba[sl] = v
        return ba
    return f


S = slice
cases = [
    (S(1, 3), b'XY'), (S(1, 3), b''), (S(1, 3), b'WXYZ'), (S(0, 0), b'123'), (S(6, 6), b'!'),
    (S(10, 20), b'end'), (S(-2, None), b'Q'), (S(None, None), b''), (S(None, None), b'new'),
    (S(4, 1), b'Q'), (S(-100, 2), b'_'), (S(2, 2**70), b'.'), (S(1, 3), bytearray(b'ba')),
    (S(1, 3), [65, 66, 67]), (S(1, 3), (1,)), (S(1, 3), range(3)), (S(1, 3), iter([9, 8])),
    (S(1, 3), (x for x in [7])), (S(1, 3), []), (S(1, 3), {5: 'x'}), (S(Idx(1), Idx(2)), b'I'),
    (S(None, None, 2), b'xyz'), (S(None, None, 2), [1, 2, 3]), (S(None, None, -1), b'ABCDEF'),
    (S(4, 1, -1), b'XYZ'), (S(None, None, 3), (65, 66)), (S(1, 5, 2), b''), (S(None, None, -2), b''),
    (S(1, 1, 2), b''), (S(None, None, 2), bytearray(b'+-*')), (S(None, None, Idx(2)), b'...'),
    (S(None, None, 2), b'xy'), (S(None, None, 2), b'wxyz'), (S(1, 1, 2), b'xy'), (S(None, None, -1), b'A'),
    (S(None, None, 0), b''), (S(1, 3), 5), (S(1, 3), True), (S(1, 3), 1.5), (S(1, 3), Idx(2)), (S(1, 3), Num()),
    (S(1, 3), 'ab'), (S(None, None, 2), 'abc'), (S(None, None, 2), 5), (S(1, 3), None), (S(1, 3), object()),
    (S(1, 3), [256]), (S(1, 3), [-1]), (S(1, 3), ['a']), (S(1, 3), [1, None]), (S('a', 2), b'x'),
]
for sl, v in cases:
    label = 'ba[%s] = %s' % (sl if not any(isinstance(x, Idx) for x in (sl.start, sl.stop, sl.step)) else 'Idx slice',
                             type(v).__name__ if not isinstance(v, (bytes, bytearray, list, tuple, str, int)) else repr(v))
    t(label, assign(sl, v))
t('empty target', assign(S(None, None), b'abc', b''))
t('empty extended', assign(S(None, None, 2), b'', b''))


def self_assign(sl):
    def f():
        ba = bytearray(b'abc')
        ba[sl] = ba
        return ba
    return f


for sl in [S(None, None), S(1, 2), S(0, 0), S(3, None), S(None, None, -1), S(None, None, 2)]:
    t('self %s' % (sl,), self_assign(sl))


def grow_loop():
    ba = bytearray()
    for i in range(50):
        ba[len(ba):] = bytes([i % 256]) * 3
    ba[10:140] = b''
    return len(ba), ba[:12]


t('grow loop', grow_loop)


def error_leaves_unchanged():
    ba = bytearray(b'abc')
    try:
        ba[0:1] = [1, 2, 300]
    except ValueError as e:
        print(type(e).__name__, e)
    try:
        ba[::2] = b'toolong'
    except ValueError as e:
        print(type(e).__name__, e)
    return ba


t('unchanged after errors', error_leaves_unchanged)


def dels(sl):
    def f():
        ba = bytearray(b'abcdefghij')
        del ba[sl]
        return ba
    return f


for sl in [S(None), S(2, 5), S(-3, None), S(None, None, 2), S(1, None, 3), S(None, None, -1),
           S(None, None, -3), S(8, 2, -2), S(5, 2), S(20, 30), S(-100, 100), S(Idx(1), Idx(3)), S(None, None, 2**70)]:
    t('del %s' % (sl,) if not isinstance(sl.start, Idx) else 'del Idx', dels(sl))
t('del step 0', dels(S(None, None, 0)))
t('del str slice', dels(S('a', None)))
