# bytes and bytearray compare by their bytes, either way round and with
# every operator; anything else is unequal and unordered.
def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


values = [b'', b'a', b'ab', b'abc', b'b', b'\xff', b'a\x00']
for x in values:
    for y in values:
        for kx in (bytes, bytearray):
            for ky in (bytes, bytearray):
                a, b = kx(x), ky(y)
                print(kx.__name__[:5], x, ky.__name__[:5], y,
                      a == b, a != b, a < b, a <= b, a > b, a >= b)
ba = bytearray(b'abc')
t('eq str', lambda: ba == 'abc')
t('ne str', lambda: ba != 'abc')
t('eq list', lambda: ba == [97, 98, 99])
t('eq tuple', lambda: ba == (97, 98, 99))
t('eq int', lambda: bytearray(b'\x01') == 1)
t('eq None', lambda: ba == None)
t('lt str', lambda: ba < 'abd')
t('gt list', lambda: ba > [1])
t('le int', lambda: ba <= 1)
t('ge None', lambda: ba >= None)
t('str lt', lambda: 'abc' < ba)
t('max', lambda: max(bytearray(b'b'), b'a', bytearray(b'c')))
t('min', lambda: min([b'b', bytearray(b'a')]))
t('sorted', lambda: sorted([bytearray(b'b'), b'a', bytearray(b'c'), b'bb']))
t('list in', lambda: bytearray(b'a') in [b'x', b'a'])
t('list index', lambda: [b'x', b'a'].index(bytearray(b'a')))
t('list count', lambda: [bytearray(b'a'), b'a', 'a'].count(b'a'))
t('tuple eq', lambda: (bytearray(b'a'), 1) == (b'a', 1))
t('dict value eq', lambda: {'k': bytearray(b'v')} == {'k': b'v'})
t('identity', lambda: ba is ba)
ba2 = bytearray(b'abc')
t('equal not same', lambda: (ba == ba2, ba is ba2))
ba2.append(0)
t('after append', lambda: (ba == ba2, ba < ba2))
t('bytes key lookup', lambda: {b'abc': 1}[bytes(ba)])
t('dict get', lambda: {b'a': 1}.get(bytearray(b'a')))
