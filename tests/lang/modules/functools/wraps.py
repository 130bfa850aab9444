# functools.wraps / update_wrapper
import functools

def deco(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        """wrapper doc"""
        return ('wrapped', fn(*a, **k))
    return wrapper

@deco
def greet(name):
    """Say hello."""
    return 'hi ' + name
print(greet('bo'), greet.__name__, greet.__doc__, greet.__qualname__, greet.__wrapped__('x'))
def outer():
    def inner():
        pass
    return inner
w = functools.update_wrapper(lambda: 1, outer())
print(w.__name__, w.__qualname__, w.__wrapped__.__name__)
def src():
    pass
src.tag = 'important'
src.count = 3
def dst():
    pass
r = functools.update_wrapper(dst, src)
print(r is dst, dst.tag, dst.count, dst.__name__)
def dst2():
    pass
functools.update_wrapper(dst2, src, assigned=(), updated=())
print(dst2.__name__, dst2.__wrapped__ is src, hasattr(dst2, 'tag'))
def dst3():
    pass
functools.update_wrapper(dst3, src, assigned=('__doc__', 'missing_attr'))
print(dst3.__name__, dst3.__doc__)
print(functools.WRAPPER_ASSIGNMENTS, functools.WRAPPER_UPDATES)
class Callable:
    """A callable."""
    def __call__(self):
        return 1
def dst4():
    pass
functools.update_wrapper(dst4, Callable())
print(dst4.__doc__, dst4.__wrapped__.__class__.__name__)
@deco
@deco
def twice():
    return 0
print(twice(), twice.__name__, twice.__wrapped__.__wrapped__.__name__)
