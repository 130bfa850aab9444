# how a call's errors name the callable (f(*x), f(**x), repeated keywords): its __module__ and __qualname__,
# for the script's functions, the stdlib's Python functions and classes, builtins, and an assigned __module__
import functools, textwrap, collections, dataclasses, copy
def show(label, fn):
    try:
        fn()
    except TypeError as e:
        print(label, e)
def f(*a, **k): pass
class C:
    def m(self, *a, **k): pass
    def __call__(self, *a, **k): pass
show("script func *", lambda: f(*1))
show("script func **", lambda: f(**1))
show("script func dup", lambda: f(**{"a": 1}, **{"a": 2}))
show("method *", lambda: C().m(*1))
show("class *", lambda: C(*1))
show("lambda *", lambda: (lambda *a: 0)(*1))
show("textwrap.dedent *", lambda: textwrap.dedent(*1))
show("textwrap.dedent **", lambda: textwrap.dedent(**1))
show("copy.deepcopy dup", lambda: copy.deepcopy(**{"x": 1}, **{"x": 2}))
show("namedtuple *", lambda: collections.namedtuple(*1))
show("Counter *", lambda: collections.Counter(*1))
show("Counter.update *", lambda: collections.Counter().update(*1))
show("dataclass field *", lambda: dataclasses.field(*1))
show("len *", lambda: len(*1))
show("print **", lambda: print(**1))
show("int *", lambda: int(*1))
show("list.append *", lambda: [].append(*1))
g = lambda *a: 0
g.__module__ = "elsewhere"
show("assigned module", lambda: g(*1))
g.__module__ = None
show("module None", lambda: g(*1))
g.__module__ = "builtins"
show("module builtins", lambda: g(*1))
del g.__module__
print(g.__module__)
show("deleted", lambda: g(*1))
def local():
    def inner(*a): pass
    return inner
show("nested", lambda: local()(*1))
@functools.wraps(textwrap.dedent)
def wrapper(*a, **k): pass
print(wrapper.__module__, wrapper.__name__, wrapper.__qualname__)
show("wrapped", lambda: wrapper(*1))
