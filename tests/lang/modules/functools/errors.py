# functools: argument errors
import functools

def t(f):
    try:
        r = f()
        print(repr(r) if not callable(r) else type(r).__name__)
    except Exception as e:
        print(type(e).__name__, e)

t(lambda: functools.reduce())
t(lambda: functools.reduce(len, [], 1, 2))
t(lambda: functools.reduce(len, x=[]))
t(lambda: functools.partial())
t(lambda: functools.partial(None))
t(lambda: functools.partial(3.5, 1))
t(lambda: functools.cmp_to_key())
t(lambda: functools.cmp_to_key(len, len))
t(lambda: functools.cmp_to_key(x=len))
t(lambda: functools.lru_cache(1, 2, 3))
t(lambda: functools.lru_cache('x'))
t(lambda: functools.lru_cache(len, 'x'))
t(lambda: functools.total_ordering(object))
t(lambda: functools.wraps())
t(lambda: functools.update_wrapper(len))
t(lambda: functools.singledispatch())
t(lambda: functools.cached_property())
t(lambda: functools.partialmethod())
t(lambda: functools.cache())
t(lambda: functools.cache(len, len))
