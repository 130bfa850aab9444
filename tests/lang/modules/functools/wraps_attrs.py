# wraps / update_wrapper: copied attributes, __wrapped__, __dict__ merged, assigned/updated arguments, missing attributes
from functools import wraps, update_wrapper, WRAPPER_ASSIGNMENTS, WRAPPER_UPDATES
def orig(x, y=2):
    """the docstring"""
    return x + y
orig.custom = 'attr'
orig.shared = {'a': 1}
@wraps(orig)
def w(*a, **k):
    return orig(*a, **k) * 10
print(w.__name__, w.__doc__, w.__qualname__, w.__module__, w.custom, w.__wrapped__ is orig, w(1), w.shared is orig.shared)
print(WRAPPER_ASSIGNMENTS, WRAPPER_UPDATES)
def w2(): pass
w2.shared = {'b': 2}
update_wrapper(w2, orig, assigned=('__name__',), updated=())
print(w2.__name__, w2.__doc__, hasattr(w2, 'custom'), w2.shared)
def w3(): pass
w3.shared = {'b': 2}
r = update_wrapper(w3, orig)
print(r is w3, w3.__name__, w3.shared, w3.custom)
class Callable:
    def __call__(self): return 'called'
c = Callable()
def w4(): return 'w4'
update_wrapper(w4, c)
print(w4.__name__, w4.__wrapped__ is c, w4())
def deco(fn):
    @wraps(fn)
    def inner(*a):
        return ('deco', fn(*a))
    return inner
@deco
@deco
def base(v):
    """base doc"""
    return v
print(base(1), base.__name__, base.__doc__, base.__wrapped__.__name__, base.__wrapped__.__wrapped__(3))
