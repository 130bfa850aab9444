# append, extend, insert, pop, remove, clear, copy, reverse: results,
# the bytearray after each, and CPython's errors (which change nothing).
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

    def __repr__(self):
        return 'Idx(%d)' % self.n


def on(start, op):
    def f():
        ba = bytearray(start)
        r = op(ba)
        return r, ba
    return f


for v in [0, 65, 255, True, Idx(66)]:
    t('append %r' % (v if not isinstance(v, Idx) else 'Idx'), on(b'ab', lambda ba: ba.append(v)))
for v in [256, -1, 2**64, 'a', b'a', 1.0, None]:
    t('append bad %r' % (v,), on(b'ab', lambda ba: ba.append(v)))
for v in [b'cd', bytearray(b'ef'), b'', [1, 2], (3,), range(65, 68), iter([9]), (x for x in b'gen'), {7: 0}, 'ab',
          [1, 'a'], [1, 256], 5, None, 1.5, Idx(3)]:
    label = type(v).__name__ if not isinstance(v, (bytes, bytearray, list, tuple, str, int)) else repr(v)
    t('extend %s' % label, on(b'ab', lambda ba: ba.extend(v)))
t('extend self', on(b'ab', lambda ba: ba.extend(ba)))
t('extend self slice', on(b'ab', lambda ba: ba.extend(ba[::-1])))
for i in [0, 1, 2, 3, -1, -2, -100, 100, True, Idx(1)]:
    t('insert %r' % (i if not isinstance(i, Idx) else 'Idx'), on(b'abc', lambda ba: ba.insert(i, 90)))
t('insert into empty', on(b'', lambda ba: ba.insert(5, 90)))
for args in [(2**100, 1), ('a', 1), (0, 'a'), (0, 256), (1.5, 1), ('a', 'b')]:
    t('insert bad %r' % (args,), on(b'abc', lambda ba: ba.insert(*args)))
for args in [(), (0,), (-1,), (2,), (-3,), (Idx(1),), (True,)]:
    t('pop %r' % (args,), on(b'abc', lambda ba: ba.pop(*args)))
for args in [(3,), (-4,), (2**100,), ('a',), (None,)]:
    t('pop bad %r' % (args,), on(b'abc', lambda ba: ba.pop(*args)))
t('pop empty', on(b'', lambda ba: ba.pop()))
t('pop empty index', on(b'', lambda ba: ba.pop(0)))
for v in [98, 97, 99, Idx(98), True]:
    t('remove %r' % (v if not isinstance(v, Idx) else 'Idx'), on(b'abcb\x01', lambda ba: ba.remove(v)))
for v in [100, 256, -1, 2**100, 'a', b'a', None]:
    t('remove bad %r' % (v,), on(b'abc', lambda ba: ba.remove(v)))
t('remove from empty', on(b'', lambda ba: ba.remove(0)))
t('clear', on(b'abc', lambda ba: ba.clear()))
t('clear empty', on(b'', lambda ba: ba.clear()))
t('reverse', on(b'abcd', lambda ba: ba.reverse()))
t('reverse odd', on(b'abc', lambda ba: ba.reverse()))
t('reverse empty', on(b'', lambda ba: ba.reverse()))
t('copy', on(b'abc', lambda ba: ba.copy()))


def copy_is_new():
    ba = bytearray(b'abc')
    c = ba.copy()
    c.append(100)
    ba[0] = 65
    return ba, c, c is ba, type(c).__name__


t('copy is new', copy_is_new)


def reuse():
    ba = bytearray(b'abc')
    ba.clear()
    ba.extend(b'xyz')
    ba.append(33)
    ba.insert(0, 63)
    ba.clear()
    ba += b'again'
    return ba, len(ba)


t('reuse after clear', reuse)


def stack():
    ba = bytearray()
    for i in range(1000):
        ba.append(i % 256)
    total = 0
    while ba:
        total += ba.pop()
    return total, ba


t('stack', stack)


def queue():
    ba = bytearray(range(100))
    out = []
    while len(ba) > 90:
        out.append(ba.pop(0))
    ba.insert(0, 255)
    return out, ba[:3], len(ba)


t('queue', queue)
ba = bytearray(b'xy')
print(ba.append(1), ba.extend(b''), ba.insert(0, 2), ba.reverse(), ba.clear(), ba)
