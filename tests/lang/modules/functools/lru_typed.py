# lru_cache(typed=True) keeps int/float/bool apart; keys as CPython makes them
from functools import lru_cache

calls = []
@lru_cache(typed=True)
def f(x):
    calls.append(x)
    return repr(x)
print(f(1), f(1.0), f(True), f(1), f(1.0), f.cache_info())
@lru_cache(typed=False)
def g(x):
    calls.append(x)
    return repr(x)
calls.clear()
print(g(1), g(1.0), g(True), g.cache_info(), calls)
@lru_cache(maxsize=10, typed=True)
def h(a, b=1):
    return (a, b)
print(h(1, 2), h(1.0, 2), h(a=1, b=2), h(1, b=2), h.cache_info(), h.cache_parameters())
@lru_cache
def k(*a, **kw):
    calls.append((a, sorted(kw.items())))
    return len(calls)
calls.clear()
print(k(1, x=1, y=2), k(1, y=2, x=1), k((1,)), k(1), k('1'), k(1,), calls)
