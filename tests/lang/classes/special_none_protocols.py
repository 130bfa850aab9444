# a special method set to None in a class body: iteration in every consumer, hashing, len, next, eq, call,
# attribute hooks, descriptors, __set_name__, __index__, __repr__, async protocols; TypeErrors of getting an
# iterator that `in` and join reword
import operator
def show(label, f):
    try:
        r = f()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__, e)

class IterNone:
    __iter__ = None
    def __getitem__(self, i):
        if i > 2: raise IndexError
        return i
    def __len__(self): return 3
o = IterNone()
show("for", lambda: [x for x in o])
show("unpack", lambda: operator.itemgetter(0)(o))
def unpack():
    a, b, c = o
    return a
show("unpack2", unpack)
show("star", lambda: [*o])
show("sorted", lambda: sorted(o))
show("tuple", lambda: tuple(o))
show("set", lambda: set(o))
show("dict", lambda: dict(o))
show("sum", lambda: sum(o))
show("max", lambda: max(o))
show("enumerate", lambda: enumerate(o))
show("zip", lambda: zip(o))
show("map", lambda: map(str, o))
show("join", lambda: "".join(o))
show("list.extend", lambda: [].extend(o))
show("in", lambda: 1 in o)
def yf():
    yield from o
show("yield from", lambda: list(yf()))
show("reversed", lambda: list(reversed(o)))
show("getitem", lambda: o[1])

class Raises:
    def __iter__(self): raise TypeError("mine")
class NonIter:
    def __iter__(self): return 5
class RaisesV:
    def __iter__(self): raise ValueError("v")
class GetRaises:
    def __getitem__(self, i): raise TypeError("g")
class NextRaises:
    def __iter__(self): return self
    def __next__(self): raise TypeError("n")
for C in (Raises, NonIter, RaisesV, GetRaises, NextRaises):
    show("in " + C.__name__, lambda: 1 in C())
    show("iter " + C.__name__, lambda: type(iter(C())).__name__)

class LenNone:
    __len__ = None
    def __iter__(self): return iter([1, 2])
show("list len None", lambda: list(LenNone()))
show("len len None", lambda: len(LenNone()))
show("bool len None", lambda: bool(LenNone()))
show("length_hint", lambda: operator.length_hint(LenNone(), 5))

class NextNone:
    __next__ = None
    def __iter__(self): return self
show("next None for", lambda: [x for x in NextNone()])
show("next None next", lambda: next(NextNone()))
show("next None iter", lambda: iter(NextNone()) is not None)

class HashSub:
    def __hash__(self): return 1
class HashNone(HashSub):
    __hash__ = None
class HashBack(HashNone):
    def __hash__(self): return 2
show("hash none sub", lambda: hash(HashNone()))
show("hash back", lambda: hash(HashBack()))
show("hash none in dict", lambda: {HashNone(): 1})
show("hash none frozenset", lambda: frozenset([HashNone()]))
class EqOnly:
    def __eq__(self, o): return True
show("hash eq only", lambda: hash(EqOnly()))
show("eq only hash attr", lambda: EqOnly.__hash__)

class EqNone:
    __eq__ = None
show("eq None in list", lambda: EqNone() in [1, 2])
show("eq None list.index", lambda: [1].index(EqNone()))
show("eq None is", lambda: (e := EqNone()) in [e])
show("eq None reversed", lambda: 1 == EqNone())
show("eq None ne", lambda: EqNone() != 1)
show("eq None count", lambda: [1, 2].count(EqNone()))

class CallNone:
    __call__ = None
show("call None", lambda: CallNone()())
show("call None callable", lambda: callable(CallNone()))
show("call None map", lambda: list(map(CallNone(), [1])))
show("call None sorted key", lambda: sorted([1, 2], key=CallNone()))

class GetattrNone:
    __getattr__ = None
show("getattr None", lambda: GetattrNone().x)
show("getattr None hasattr", lambda: hasattr(GetattrNone(), "x"))
show("getattr None getattr default", lambda: getattr(GetattrNone(), "x", 5))

class SetattrNone:
    __setattr__ = None
def seta():
    SetattrNone().x = 1
show("setattr None", seta)
class DelattrNone:
    __delattr__ = None
def dela():
    d = DelattrNone()
    del d.x
show("delattr None", dela)

class GetNone:
    __get__ = None
class SetNone:
    __set__ = None
class Host:
    g = GetNone()
    s = SetNone()
show("__get__ None", lambda: Host().g)
show("__get__ None class", lambda: Host.g)
def set_s():
    Host().s = 1
show("__set__ None", set_s)

class InitSubNone:
    __init_subclass__ = None
def sub():
    class S(InitSubNone):
        pass
    return S.__name__
show("init_subclass None", sub)

class SetNameNone:
    __set_name__ = None
def setname():
    class S:
        x = SetNameNone()
    return 1
show("set_name None", setname)

class IndexNone:
    __index__ = None
show("range index None", lambda: range(IndexNone()))
show("hex index None", lambda: hex(IndexNone()))
show("slice index None", lambda: [1, 2][IndexNone():])

class FormatNone:
    __format__ = None
show("format None str.format", lambda: "{}".format(FormatNone()))

class ReprNone:
    __repr__ = None
show("repr None in list", lambda: repr([ReprNone()]))
show("str of repr None", lambda: str(ReprNone()))
show("print repr None", lambda: print(ReprNone()))

class BoolNone:
    __bool__ = None
    def __len__(self): return 1
show("bool None with len", lambda: bool(BoolNone()))
show("while", lambda: [1 for _ in range(1) if BoolNone()])
show("and", lambda: BoolNone() and 1)

class AIterNone:
    __aiter__ = None
async def afor():
    async for x in AIterNone():
        pass
def run(coro):
    try:
        coro.send(None)
    finally:
        coro.close()
show("aiter None", lambda: run(afor()))
class AEnterNone:
    __aenter__ = None
    async def __aexit__(self, *a): pass
async def awith():
    async with AEnterNone():
        pass
show("aenter None", lambda: run(awith()))
class EnterNone:
    __enter__ = None
    def __exit__(self, *a): pass
def wth():
    with EnterNone():
        pass
show("enter None with exit", wth)
class ExitNone:
    def __enter__(self): return 1
    __exit__ = None
def wth2():
    with ExitNone():
        pass
show("exit None with enter", wth2)
