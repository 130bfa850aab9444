# `in` takes an int byte or a bytes-like run; iteration yields ints and
# sees the bytearray change under it, as CPython's iterator does.
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


ba = bytearray(b'hello world')
for x in [104, 0, 255, True, Idx(111), Idx(1), b'', b'lo', b'low', bytearray(b'wor'), bytearray(), b'hello world',
          b'hello world!']:
    t('in %r' % (x if not isinstance(x, Idx) else x.n), lambda: x in ba)
for x in [256, -1, 2**80, 'h', 1.5, None, [104], (104,), Idx(300)]:
    t('bad in %r' % (x if not isinstance(x, Idx) else x.n), lambda: x in ba)
t('not in', lambda: b'z' not in ba)
t('bytes has ba', lambda: bytearray(b'ell') in b'hello')
t('bytes has int idx', lambda: Idx(101) in b'hello')
t('empty has empty', lambda: b'' in bytearray())
t('empty has 0', lambda: 0 in bytearray())
print(list(bytearray(b'abc')), tuple(bytearray(b'\x00\xff')), [c for c in bytearray()])
print(set(bytearray(b'abca')) == {97, 98, 99}, frozenset(bytearray(b'zz')) == {122})
print(list(enumerate(bytearray(b'xy'))), list(zip(bytearray(b'ab'), b'cd')), list(map(hex, bytearray(b'\x10'))))
print(any(bytearray(b'\x00\x00')), all(bytearray(b'\x01\x02')), sum(bytearray(range(10))))
it = iter(bytearray(b'ab'))
print(iter(it) is it, next(it), next(it), next(it, 'end'))
t('next past end', lambda: next(it))

ba = bytearray(b'abc')
it = iter(ba)
print(next(it))
ba.append(100)
ba[1] = 66
print(list(it))
ba.append(101)
print(list(it), 'an ended iterator stays ended')
ba = bytearray(b'abcdef')
it = iter(ba)
next(it)
next(it)
del ba[:4]
print(list(it))
ba = bytearray(b'xyz')
it = iter(ba)
ba.clear()
print(list(it))
ba = bytearray(b'ab')
out = []
for c in ba:
    out.append(c)
    if len(ba) < 6:
        ba.append(c + 1)
print(out, ba)
ba = bytearray(b'abcdef')
for c in ba:
    if c == 98:
        ba.remove(99)
    print(chr(c), end='')
print()
r = reversed(bytearray(b'abc'))
print(type(r).__name__, list(r))
ba = bytearray(b'abc')
r = reversed(ba)
print(next(r))
ba.clear()
print(list(r))
