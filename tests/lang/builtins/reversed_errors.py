# reversed(): what is not reversible and why, in CPython's words; __reversed__
# set to None; sequences without __len__; subclasses of dict, list, tuple
import collections

def show(label, f):
    try:
        r = f()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__, e)

class Plain: pass
class OnlyLen:
    def __len__(self): return 2
class OnlyGet:
    def __getitem__(self, i): return i
class Both:
    def __len__(self): return 3
    def __getitem__(self, i): return i * 10
class RevNone:
    __reversed__ = None
    def __len__(self): return 3
    def __getitem__(self, i): return i
class RevNoneSub(Both):
    __reversed__ = None
class RevBack(RevNone):
    def __reversed__(self): return iter("ba")
class RevInt:
    def __reversed__(self): return 5
class LenNeg:
    def __len__(self): return -1
    def __getitem__(self, i): return i
class LenStr:
    def __len__(self): return "a"
    def __getitem__(self, i): return i
class LenRaises:
    def __len__(self): raise KeyError("len")
    def __getitem__(self, i): return i
class GetNone:
    __getitem__ = None
    def __len__(self): return 1
class LenNone:
    __len__ = None
    def __getitem__(self, i): return i
class D(dict): pass
class L(list): pass
class T(tuple): pass
class DGet(dict):
    def __getitem__(self, k): return k

show("plain", lambda: reversed(Plain()))
show("only len", lambda: reversed(OnlyLen()))
show("only getitem", lambda: reversed(OnlyGet()))
show("both", lambda: list(reversed(Both())))
show("__reversed__ None", lambda: reversed(RevNone()))
show("__reversed__ None inherited", lambda: reversed(RevNoneSub()))
show("__reversed__ back", lambda: list(reversed(RevBack())))
show("__reversed__ int", lambda: reversed(RevInt()))
show("len negative", lambda: reversed(LenNeg()))
show("len str", lambda: reversed(LenStr()))
show("len raises", lambda: reversed(LenRaises()))
show("__getitem__ None", lambda: list(reversed(GetNone())))
show("__len__ None", lambda: reversed(LenNone()))
show("dict subclass", lambda: list(reversed(D(a=1, b=2))))
show("dict subclass getitem", lambda: list(reversed(DGet(a=1, b=2))))
show("list subclass", lambda: list(reversed(L([1, 2]))))
show("tuple subclass", lambda: list(reversed(T([1, 2]))))
show("OrderedDict", lambda: list(reversed(collections.OrderedDict(a=1, b=2))))
show("Counter", lambda: list(reversed(collections.Counter("aab"))))
show("deque", lambda: list(reversed(collections.deque([1, 2]))))
show("class", lambda: reversed(Plain))
show("builtin type", lambda: reversed(list))
show("int", lambda: reversed(1))
show("float", lambda: reversed(1.5))
show("None", lambda: reversed(None))
show("set", lambda: reversed({1}))
show("frozenset", lambda: reversed(frozenset()))
show("generator", lambda: reversed(x for x in []))
show("list iterator", lambda: reversed(iter([1])))
show("function", lambda: reversed(show))
show("enumerate", lambda: reversed(enumerate([])))
show("zip", lambda: reversed(zip()))
show("reversed", lambda: reversed(reversed([1])))
show("no args", lambda: reversed())
show("two args", lambda: reversed([1], [2]))
show("keyword", lambda: reversed(seq=[1]))
show("dict views", lambda: (list(reversed({1: 2}.keys())), list(reversed({1: 2}.values())), list(reversed({1: 2}.items()))))
show("bytes", lambda: list(reversed(b"ab")))
show("range", lambda: list(reversed(range(1, 7, 2))))
import re
show("re.Match", lambda: reversed(re.match("a", "a")))
show("generic alias", lambda: reversed(list[int]))
