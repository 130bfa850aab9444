# Python code that runs in the middle of a bytearray operation (an
# __index__, an iterator) and changes the very bytearray: the operation
# reads the length after it, as CPython does, and nothing reads freed or
# stale memory (run under ASan and gc_stress too). Left out: the cases
# where CPython 3.11 itself writes through a stale buffer (an item's value
# or an extended deletion's step whose __index__ resizes the bytearray, a
# search whose start or end does), whose output is not defined.
def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


class Shrink:
    """An index that empties the target, then answers n."""
    def __init__(self, target, n):
        self.target, self.n = target, n

    def __index__(self):
        del self.target[:]
        return self.n


class Grow:
    def __init__(self, target, n):
        self.target, self.n = target, n

    def __index__(self):
        self.target.extend(b'0123456789' * 20)
        return self.n


def case(make):
    def f():
        ba = bytearray(b'abcdefgh')
        r = make(ba)
        return r, ba
    return f


t('getitem shrink', case(lambda ba: ba[Shrink(ba, 3)]))
t('getitem grow', case(lambda ba: ba[Grow(ba, 100)]))
t('slice shrink', case(lambda ba: ba[Shrink(ba, 1):5]))
t('slice step shrink', case(lambda ba: ba[::Shrink(ba, 2)]))
t('slice grow', case(lambda ba: len(ba[Grow(ba, 0):])))
t('setitem shrink key', case(lambda ba: ba.__setitem__(Shrink(ba, 0), 1)))
t('del slice shrink', case(lambda ba: ba.__delitem__(slice(Shrink(ba, 1), 4))))
t('assign slice grow bounds', case(lambda ba: ba.__setitem__(slice(Grow(ba, 2), 4), b'XY')))
t('assign ext slice shrink', case(lambda ba: ba.__setitem__(slice(None, None, Shrink(ba, 2)), b'')))
t('assign ext slice shrink 2', case(lambda ba: ba.__setitem__(slice(None, None, Shrink(ba, 2)), b'wxyz')))


def gen_mutating(ba):
    yield 1
    ba.extend(b'!' * 100)
    yield 2
    ba.clear()
    yield 3


t('extend gen mutates', case(lambda ba: ba.extend(gen_mutating(ba))))
t('assign gen mutates', case(lambda ba: ba.__setitem__(slice(2, 4), gen_mutating(ba))))
t('ctor gen', lambda: bytearray(gen_mutating(bytearray())))
t('append grow', case(lambda ba: ba.append(Grow(ba, 33))))
t('insert shrink', case(lambda ba: ba.insert(Shrink(ba, 5), 65)))
t('insert value grow', case(lambda ba: ba.insert(3, Grow(ba, 65))))
t('pop shrink', case(lambda ba: ba.pop(Shrink(ba, 0))))
t('remove grow', case(lambda ba: ba.remove(Grow(ba, 48))))
t('in shrink', case(lambda ba: Shrink(ba, 97) in ba))
t('split grow', case(lambda ba: len(ba.split(b'5', Grow(ba, 3)))))
t('ljust shrink', case(lambda ba: ba.ljust(Shrink(ba, 4), b'*')))
t('zfill grow', case(lambda ba: len(ba.zfill(Grow(ba, 5)))))
t('replace grow', case(lambda ba: len(ba.replace(b'0', b'', Grow(ba, 3)))))
t('hex shrink', case(lambda ba: ba.hex(':', Shrink(ba, 2))))
t('repeat shrink', case(lambda ba: ba * Shrink(ba, 3)))
t('repeat grow', case(lambda ba: len(ba * Grow(ba, 2))))


def imul_grow():
    ba = bytearray(b'ab')
    ba *= Grow(ba, 2)
    return len(ba), ba[:4]


t('imul grow', imul_grow)


def join_mutates():
    sep = bytearray(b'-')

    def items():
        yield b'a'
        sep.extend(b'====')
        yield b'b'
    return sep.join(items()), sep


t('join mutates sep', join_mutates)


def iter_append():
    ba = bytearray(b'x')
    n = 0
    for c in ba:
        n += 1
        if n < 200:
            ba.append(c)
    return n, len(ba)


t('iterate while growing', iter_append)


def join_mutations():
    for change in [lambda s: s.append(1), lambda s: s.clear(), lambda s: s.pop(), lambda s: s.__setitem__(0, 43),
                   lambda s: s.__setitem__(slice(0, 1), b'xy'), lambda s: s.__delitem__(0),
                   lambda s: s.__imul__(2) if False else s.extend(b''), lambda s: s.reverse()]:
        sep = bytearray(b'-')

        def items():
            yield b'a'
            change(sep)
            yield b'b'
        try:
            print(sep.join(items()), sep)
        except BufferError as e:
            print(type(e).__name__, e, sep)
    sep = bytearray(b'-')
    sep.join([b'x'])
    sep.append(33)
    return sep


t('join mutations', join_mutations)


class Count:
    calls = 0

    def __init__(self, n):
        self.n = n

    def __index__(self):
        Count.calls += 1
        return self.n


def index_runs():
    out = []
    for v in [b'XY', bytearray(b'XY'), [88, 89], (x for x in b'XY')]:
        Count.calls = 0
        ba = bytearray(b'abcdef')
        ba[Count(1):Count(3)] = v
        out.append((type(v).__name__, Count.calls, bytes(ba)))
    Count.calls = 0
    ba = bytearray(b'abcdef')
    ba[::Count(2)] = b'123'
    out.append(('extended', Count.calls, bytes(ba)))
    Count.calls = 0
    del ba[Count(0):Count(2)]
    out.append(('del', Count.calls, bytes(ba)))
    return out


t('index runs', index_runs)


def gen_shrinks_target():
    ba = bytearray(b'abcdefgh')

    def g():
        yield 65
        del ba[:6]
        yield 66
    ba[Count(2):Count(5)] = g()
    return ba


t('gen shrinks target', gen_shrinks_target)
