# split, rsplit, splitlines, partition, rpartition give bytearrays for a
# bytearray; join makes one; all take bytes-like arguments of either type.
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

    def __repr__(self):
        return 'Idx(%d)' % self.n


samples = [b'', b'a', b'  a b  c  ', b'a,b,,c,', b',', b'a\tb\nc\x0bd\x0ce\rf', b'one  two', b'xyxyx']
for s in samples:
    ba = bytearray(s)
    for args in [(), (None,), (b',',), (bytearray(b'xy'),), (None, 1), (b',', 1), (b',', 0), (b',', -1), (None, 0),
                 (b'x', Idx(1))]:
        t('split %r %r' % (s, args), lambda: ba.split(*args))
        t('rsplit %r %r' % (s, args), lambda: ba.rsplit(*args))
t('split kw', lambda: bytearray(b'a b c').split(maxsplit=1))
t('rsplit kw', lambda: bytearray(b'a-b-c').rsplit(sep=b'-', maxsplit=1))
t('split empty sep', lambda: bytearray(b'abc').split(b''))
t('split str sep', lambda: bytearray(b'abc').split('b'))
t('split int sep', lambda: bytearray(b'abc').split(98))
t('split bad maxsplit', lambda: bytearray(b'abc').split(b'b', 'x'))
t('split bad both', lambda: bytearray(b'abc').split('b', 'x'))
t('split bad kw', lambda: bytearray(b'abc').split(foo=1))
t('split too many', lambda: bytearray(b'abc').split(b'a', 1, 2))
pieces = bytearray(b'a b').split()
pieces[0].append(33)
print(pieces, [type(p).__name__ for p in pieces])
for s in [b'', b'a\nb', b'a\r\nb\r\n', b'\n\n', b'a\rb\n\rc', b'no newline', b'\r']:
    for args in [(), (True,), (False,), (1,)]:
        t('splitlines %r %r' % (s, args), lambda: bytearray(s).splitlines(*args))
t('splitlines kw', lambda: bytearray(b'a\nb').splitlines(keepends=True))
t('splitlines float', lambda: bytearray(b'a\nb').splitlines(1.5))
t('splitlines big', lambda: bytearray(b'a\nb').splitlines(2**40))
for s in [b'a-b-c', b'abc', b'-', b'']:
    for sep in [b'-', bytearray(b'b-'), b'x']:
        t('partition %r %r' % (s, sep), lambda: bytearray(s).partition(sep))
        t('rpartition %r %r' % (s, sep), lambda: bytearray(s).rpartition(sep))
        t('bytes partition %r %r' % (s, sep), lambda: s.partition(sep))
t('partition empty', lambda: bytearray(b'abc').partition(b''))
t('partition str', lambda: bytearray(b'abc').partition('b'))
t('partition int', lambda: bytearray(b'abc').rpartition(98))


def parts_are_new():
    ba = bytearray(b'abc')
    a, sep, b = ba.partition(b'x')
    sep.append(1)
    a.append(2)
    return ba, a, sep, b


t('parts are new', parts_are_new)
for sep in [b'', b',', bytearray(b', ')]:
    for items in [[], [b'a'], [b'a', bytearray(b'b'), b'c'], (bytearray(b'x'), bytearray()), iter([b'1', b'2']),
                  bytearray(b'')]:
        t('join %r' % sep, lambda: bytearray(sep).join(items))
        t('bytes join %r' % sep, lambda: bytes(sep).join(items))
t('join gen', lambda: bytearray(b'.').join(bytes([c]) for c in b'abc'))
t('join str item', lambda: bytearray(b',').join([b'a', 'b']))
t('join int item', lambda: bytearray(b',').join([b'a', 1]))
t('join ints', lambda: bytearray(b',').join(bytearray(b'ab')))
t('join not iterable', lambda: bytearray(b',').join(5))
t('join str', lambda: bytearray(b',').join('ab'))
t('bytes join str item', lambda: b','.join([bytearray(b'a'), 'b']))
sep = bytearray(b'-')
t('join self', lambda: sep.join([sep, sep]))
