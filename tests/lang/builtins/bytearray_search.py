# find, rfind, index, rindex, count, startswith, endswith on a bytearray,
# with bytes-like or int needles, start/end (None, negative, __index__,
# huge) and CPython's errors.
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


ba = bytearray(b'abracadabra')
needles = [b'a', b'abra', b'cad', b'', b'zz', bytearray(b'bra'), 97, 100, 0, Idx(99)]
ranges = [(), (1,), (1, 5), (-4,), (-4, -1), (None, 4), (4, None), (20,), (5, 2), (-100, 100), (2**80,),
          (-2**80, 2**80), (Idx(3),), (0, Idx(4))]
for name in ['find', 'rfind', 'count', 'index', 'rindex']:
    m = getattr(ba, name)
    for nd in needles:
        for r in ranges:
            t('%s %r %r' % (name, nd, r), lambda: m(nd, *r))
for name in ['find', 'count', 'index']:
    m = getattr(ba, name)
    for bad in ['a', 256, -1, 2**70, None, 1.5, [97]]:
        t('%s bad %r' % (name, bad), lambda: m(bad))
    t('%s bad start' % name, lambda: m(b'a', 'x'))
    t('%s bad end' % name, lambda: m(b'a', 0, 1.5))
    t('%s bad both' % name, lambda: m('a', 'x'))
for name in ['startswith', 'endswith']:
    m = getattr(ba, name)
    for p in [b'abr', b'bra', b'', bytearray(b'a'), (b'x', b'abra'), (b'x', bytearray(b'y')), ()]:
        for r in [(), (1,), (0, 4), (-4,), (7, 11), (20,), (5, 2), (Idx(7),)]:
            t('%s %r %r' % (name, p, r), lambda: m(p, *r))
    for bad in ['a', 97, None, [b'a'], (b'a', 'b'), ('b',)]:
        t('%s bad %r' % (name, bad), lambda: m(bad))
    t('%s bad start' % name, lambda: m(b'a', 'x'))
print(bytearray().find(b''), bytearray().count(b''), bytearray().rfind(b''), bytearray(b'aaa').count(b'aa'))
print(bytearray(b'aaa').count(b'', 1), bytearray(b'aaa').find(b'', 3), bytearray(b'aaa').find(b'', 4))
print(b'abc'.find(bytearray(b'c')), b'abc'.count(bytearray(b'')), b'abc'.index(bytearray(b'b')),
      b'abc'.startswith(bytearray(b'ab')), b'abc'.endswith((bytearray(b'x'), b'c')))
print(b'abc'.find(b'c', Idx(1)), b'abc'.find(Idx(99)), b'abc'.count(Idx(97), None, Idx(2)))
