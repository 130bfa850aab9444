# bytearray(): every constructor form and CPython's errors for each.
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


class BadIdx:
    def __index__(self):
        return 'x'


class Seq:
    def __getitem__(self, i):
        if i < 3:
            return i + 65
        raise IndexError(i)


class LenIter:
    def __len__(self):
        return 5

    def __iter__(self):
        return iter([1, 2])


def gen():
    yield 1
    yield 2
    yield 255


t('empty', lambda: bytearray())
t('zero', lambda: bytearray(0))
t('count', lambda: bytearray(5))
t('count bool', lambda: bytearray(True))
t('count index', lambda: bytearray(Idx(3)))
t('bad index falls to iter', lambda: bytearray(BadIdx()))
t('negative', lambda: bytearray(-1))
t('huge', lambda: bytearray(10**20))
t('huge neg', lambda: bytearray(-10**20))
t('list', lambda: bytearray([1, 2, 3]))
t('tuple', lambda: bytearray((0, 127, 255)))
t('range', lambda: bytearray(range(65, 70)))
t('gen', lambda: bytearray(gen()))
t('genexp', lambda: bytearray(x * 2 for x in range(4)))
t('set', lambda: bytearray({7}))
t('dict', lambda: bytearray({1: 'a', 2: 'b'}))
t('seq protocol', lambda: bytearray(Seq()))
t('len iter', lambda: bytearray(LenIter()))
t('bytes', lambda: bytearray(b'abc'))
t('bytearray', lambda: bytearray(bytearray(b'xyz')))
t('empty bytes', lambda: bytearray(b''))
t('items index', lambda: bytearray([Idx(66), True, False]))
t('item 256', lambda: bytearray([1, 256]))
t('item -1', lambda: bytearray([-1]))
t('item big', lambda: bytearray([2**70]))
t('item str', lambda: bytearray(['a']))
t('item float', lambda: bytearray([1.0]))
t('item None', lambda: bytearray([None]))
t('item bytes', lambda: bytearray([b'a']))
t('str utf8', lambda: bytearray('héllo', 'utf-8'))
t('str ascii', lambda: bytearray('abc', 'ascii'))
t('str latin1', lambda: bytearray('é', 'latin-1'))
t('str ascii err', lambda: bytearray('é', 'ascii'))
t('str ascii ignore', lambda: bytearray('aéb', 'ascii', 'ignore'))
t('str ascii replace', lambda: bytearray('aéb', 'ascii', errors='replace'))
t('str kw', lambda: bytearray(source='x', encoding='utf-8'))
t('str no enc', lambda: bytearray('abc'))
t('str enc int', lambda: bytearray('abc', 5))
t('str errors int', lambda: bytearray('abc', 'utf-8', 5))
t('str enc None', lambda: bytearray('abc', None))
t('str bad codec', lambda: bytearray('abc', 'nope'))
t('enc no str', lambda: bytearray(b'abc', 'utf-8'))
t('enc no source', lambda: bytearray(encoding='utf-8'))
t('errors no str', lambda: bytearray(5, errors='strict'))
t('errors no source', lambda: bytearray(errors='strict'))
t('list enc', lambda: bytearray([1], 'utf-8'))
t('None', lambda: bytearray(None))
t('float', lambda: bytearray(1.5))
t('object', lambda: bytearray(object()))
t('int type', lambda: bytearray(int))
t('too many', lambda: bytearray(b'a', 'b', 'c', 'd'))
t('bad kw', lambda: bytearray(foo=1))
t('source kw', lambda: bytearray(source=[1, 2]))
t('source twice', lambda: bytearray(b'a', source=b'b'))
t('iter error', lambda: bytearray(int(x) for x in ['1', 'x']))
t('type', lambda: type(bytearray()) is bytearray)
t('fresh objects', lambda: bytearray(b'a') is bytearray(b'a'))
big = bytearray(1000)
print(len(big), big.count(0), big[999])
print(bytearray(range(256)) == bytes(range(256)))
