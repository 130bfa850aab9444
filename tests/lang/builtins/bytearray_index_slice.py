# Reading a bytearray: an index gives an int, a slice a new bytearray.
def t(label, f):
    try:
        r = f()
        print(label, type(r).__name__, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)


class Idx:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n


ba = bytearray(b'abcdefgh')
for i in [0, 1, 7, -1, -8, 8, -9, 100, True, False, Idx(2), Idx(-3)]:
    t('index %r' % (i if not isinstance(i, Idx) else 'Idx'), lambda: ba[i])
t('big index', lambda: ba[2**100])
t('big negative index', lambda: ba[-2**100])
t('str index', lambda: ba['a'])
t('float index', lambda: ba[1.0])
t('None index', lambda: ba[None])
t('tuple index', lambda: ba[1, 2])
t('empty', lambda: bytearray()[0])
for sl in [slice(None), slice(2, 5), slice(-3, None), slice(None, -3), slice(None, None, 2),
           slice(None, None, -1), slice(6, 1, -2), slice(1, 6, 3), slice(10, 20), slice(-20, 2),
           slice(5, 2), slice(None, None, 100), slice(None, None, -100), slice(2**70, None),
           slice(-2**70, 2**70), slice(Idx(1), Idx(4)), slice(None, None, Idx(-2))]:
    t('slice %s' % (sl,) if not isinstance(sl.start, Idx) and not isinstance(sl.step, Idx) else 'slice Idx',
      lambda: ba[sl])
t('step 0', lambda: ba[::0])
t('str slice', lambda: ba['a':])
t('float step', lambda: ba[::1.5])
s = ba[1:3]
s[0] = 90
print('slice is a copy:', ba, s)
full = ba[:]
print(full == ba, full is ba)
print(bytearray()[:], bytearray()[::-1], bytearray(b'x')[5:])
print(list(reversed(ba)), list(reversed(bytearray())))
print(ba[len(ba) - 1], ba[-len(ba)])
print(max(ba), min(ba), sum(ba), sorted(bytearray(b'dcba')))
