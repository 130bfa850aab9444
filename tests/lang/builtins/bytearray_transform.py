# The methods that make a changed copy: case mapping, character classes,
# strip, replace, padding, zfill, expandtabs, translate/maketrans,
# removeprefix/removesuffix. A bytearray gives a new bytearray even when
# nothing changed; bytes gives bytes.
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

    def __repr__(self):
        return 'Idx(%d)' % self.n


samples = [b'', b'hello World', b'HELLO', b'hello', b'Title Case Here', b'mIxEd 123', b'  \t\n', b'123',
           b'\xe9t\xe9', b'a1_b2', b"they're bill's"]
for s in samples:
    ba = bytearray(s)
    for name in ['upper', 'lower', 'swapcase', 'capitalize', 'title', 'isalnum', 'isalpha', 'isascii', 'isdigit',
                 'islower', 'isupper', 'isspace', 'istitle']:
        t('%s %r' % (name, s), getattr(ba, name))
for s in [b'  xx  ', b'xyxhixyx', b'', b'\t\n x \r\x0b\x0c']:
    ba = bytearray(s)
    for args in [(), (None,), (b'xy',), (bytearray(b' x'),), (b'',)]:
        for name in ['strip', 'lstrip', 'rstrip']:
            t('%s %r %r' % (name, s, args), lambda: getattr(ba, name)(*args))
t('strip str', lambda: bytearray(b'ab').strip('a'))
t('strip int', lambda: bytearray(b'ab').strip(97))
for args in [(b'a', b'X'), (b'a', b''), (b'', b'-'), (b'ab', bytearray(b'AB')), (bytearray(b'a'), b'aa'),
             (b'a', b'X', 2), (b'a', b'X', 0), (b'a', b'X', -1), (b'z', b'Q'), (b'', b'-', 3), (b'a', b'X', Idx(1))]:
    t('replace %r' % (args,), lambda: bytearray(b'banana').replace(*args))
t('replace str', lambda: bytearray(b'a').replace('a', b'b'))
t('replace str 2', lambda: bytearray(b'a').replace(b'a', 'b'))
t('replace bad count', lambda: bytearray(b'a').replace(b'a', b'b', 'x'))
t('replace big count', lambda: bytearray(b'aaa').replace(b'a', b'b', 2**80))
for name in ['ljust', 'rjust', 'center']:
    for args in [(0,), (3,), (8,), (9, b'*'), (7, bytearray(b'.')), (Idx(6),), (-5,)]:
        t('%s %r' % (name, args), lambda: getattr(bytearray(b'abc'), name)(*args))
    t('%s long fill' % name, lambda: getattr(bytearray(b'abc'), name)(6, b'**'))
    t('%s str fill' % name, lambda: getattr(bytearray(b'abc'), name)(6, '*'))
    t('%s int fill' % name, lambda: getattr(bytearray(b'abc'), name)(6, 42))
    t('%s bad width' % name, lambda: getattr(bytearray(b'abc'), name)('6'))
    t('%s bytes ba fill' % name, lambda: getattr(b'abc', name)(6, bytearray(b'~')))
for s in [b'42', b'-42', b'+7', b'', b'abc', b'--1']:
    for w in [0, 2, 5]:
        t('zfill %r %d' % (s, w), lambda: bytearray(s).zfill(w))
t('zfill bad', lambda: bytearray(b'1').zfill(1.5))
for s in [b'a\tb', b'\t\tx\n\ty', b'abc\r\tz', b'']:
    for args in [(), (4,), (0,), (1,), (-3,)]:
        t('expandtabs %r %r' % (s, args), lambda: bytearray(s).expandtabs(*args))
t('expandtabs kw', lambda: bytearray(b'a\tb').expandtabs(tabsize=3))
t('expandtabs bad', lambda: bytearray(b'a\tb').expandtabs('3'))
table = bytes.maketrans(b'abc', b'xyz')
print(type(table).__name__, len(table), table[97:100])
t('ba maketrans', lambda: bytearray.maketrans(b'ab', bytearray(b'AB'))[64:68])
t('ba maketrans type', lambda: type(bytearray.maketrans(b'', b'')))
t('maketrans lengths', lambda: bytearray.maketrans(b'ab', b'a'))
t('maketrans str', lambda: bytearray.maketrans('a', 'b'))
t('translate', lambda: bytearray(b'aabbcc').translate(table))
t('translate ba table', lambda: bytearray(b'aabbcc').translate(bytearray(table)))
t('translate delete', lambda: bytearray(b'aabbcc').translate(table, b'b'))
t('translate None', lambda: bytearray(b'aabbcc').translate(None, bytearray(b'ac')))
t('translate None only', lambda: bytearray(b'abc').translate(None))
t('translate kw', lambda: bytearray(b'abc').translate(None, delete=b'a'))
t('translate table kw', lambda: bytearray(b'abc').translate(table=None))
t('translate table kw delete', lambda: bytearray(b'abc').translate(table=None, delete=b'a'))
t('translate delete only', lambda: bytearray(b'abc').translate(delete=b'a'))
t('translate table twice', lambda: bytearray(b'abc').translate(None, table=None))
t('bytes translate table kw', lambda: b'abc'.translate(table=None))
t('translate short', lambda: bytearray(b'abc').translate(b'x'))
t('translate str', lambda: bytearray(b'abc').translate('x' * 256))
t('translate none', lambda: bytearray(b'abc').translate())
t('bytes translate ba', lambda: b'abc'.translate(bytearray(table), bytearray(b'c')))
for p in [b'ab', b'', b'abcd', bytearray(b'a'), b'x']:
    t('removeprefix %r' % p, lambda: bytearray(b'abc').removeprefix(p))
    t('removesuffix %r' % p, lambda: bytearray(b'abc').removesuffix(p))
t('removeprefix str', lambda: bytearray(b'abc').removeprefix('a'))


def copies():
    ba = bytearray(b'abc')
    results = [ba.replace(b'z', b'y'), ba.ljust(1), ba.zfill(0), ba.removeprefix(b'q'), ba.strip(b'q'),
               ba.translate(None), ba.lower(), ba.center(2)]
    return [r is ba for r in results], [r == ba for r in results]


t('copies', copies)
