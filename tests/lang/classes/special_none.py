# a special method set to None in a class, one at a time (set after the class is made): each operation's error in CPython's words
import operator
def show(label, f):
    try:
        r = f()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__, e)

def make(name):
    class C:
        pass
    setattr(C, name, None)
    return C

cases = [
    ("__iter__", lambda o: iter(o)),
    ("__iter__", lambda o: list(o)),
    ("__iter__", lambda o: [x for x in o]),
    ("__iter__", lambda o: 1 in o),
    ("__hash__", lambda o: hash(o)),
    ("__hash__", lambda o: {o}),
    ("__len__", lambda o: len(o)),
    ("__len__", lambda o: bool(o)),
    ("__contains__", lambda o: 1 in o),
    ("__contains__", lambda o: 1 not in o),
    ("__reversed__", lambda o: reversed(o)),
    ("__eq__", lambda o: o == 1),
    ("__eq__", lambda o: o != 1),
    ("__ne__", lambda o: o != 1),
    ("__lt__", lambda o: o < 1),
    ("__gt__", lambda o: 1 < o),
    ("__bool__", lambda o: bool(o)),
    ("__bool__", lambda o: not o),
    ("__bool__", lambda o: 1 if o else 2),
    ("__getitem__", lambda o: o[0]),
    ("__setitem__", lambda o: operator.setitem(o, 0, 1)),
    ("__call__", lambda o: o()),
    ("__repr__", lambda o: repr(o)),
    ("__str__", lambda o: str(o)),
    ("__format__", lambda o: format(o, "")),
    ("__format__", lambda o: f"{o}"),
    ("__add__", lambda o: o + 1),
    ("__radd__", lambda o: 1 + o),
    ("__iadd__", lambda o: operator.iadd(o, 1)),
    ("__neg__", lambda o: -o),
    ("__abs__", lambda o: abs(o)),
    ("__index__", lambda o: [1][o]),
    ("__index__", lambda o: operator.index(o)),
    ("__int__", lambda o: int(o)),
    ("__float__", lambda o: float(o)),
    ("__next__", lambda o: next(o)),
    ("__getattr__", lambda o: o.missing),
    ("__round__", lambda o: round(o)),
    ("__enter__", lambda o: exec_with(o)),
    ("__exit__", lambda o: exec_with(o)),

    ("__delitem__", lambda o: operator.delitem(o, 0)),
    ("__await__", lambda o: run_await(o)),
    ("__length_hint__", lambda o: operator.length_hint(o, 7)),

    ("__class_getitem__", lambda o: type(o)[int]),
    ("__mul__", lambda o: o * 2),
    ("__matmul__", lambda o: o @ 2),
    ("__pow__", lambda o: pow(o, 2)),
    ("__divmod__", lambda o: divmod(o, 2)),
    ("__invert__", lambda o: ~o),
    ("__trunc__", lambda o: math.trunc(o)),
    ("__floor__", lambda o: math.floor(o)),
    ("__ceil__", lambda o: math.ceil(o)),
    ("__bytes__", lambda o: bytes(o)),
]

def run_await(o):
    async def f():
        await o
    c = f()
    try:
        c.send(None)
    finally:
        c.close()

def exec_with(o):
    with o:
        pass

import math
for name, f in cases:
    C = make(name)
    o = C()
    show(name, lambda: f(o))

for name in ("__init__", "__new__"):
    C = make(name)
    show(name, lambda: C())
    show(name + " arg", lambda: C(1))
class M(dict):
    __missing__ = None
show("__missing__", lambda: M()[1])
class H(list):
    __hash__ = None
show("list sub __hash__", lambda: hash(H()))
class Back(make("__iter__")):
    def __iter__(self):
        return iter([1])
show("redefined below", lambda: list(Back()))
class InBody:
    __iter__ = None
    __contains__ = None
    __hash__ = None
    __len__ = None
    __bool__ = None
    def __getitem__(self, i):
        return i
show("body iter", lambda: iter(InBody()))
show("body contains", lambda: 0 in InBody())
show("body hash", lambda: hash(InBody()))
show("body len", lambda: len(InBody()))
show("body bool", lambda: bool(InBody()))
show("body getitem", lambda: InBody()[3])
