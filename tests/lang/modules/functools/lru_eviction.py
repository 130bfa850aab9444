# lru_cache eviction order with small maxsize, hits/misses/currsize, cache_clear, maxsize 0 and None, cache_parameters
from functools import lru_cache
calls = []
@lru_cache(maxsize=3)
def sq(x):
    calls.append(x)
    return x * x
for x in [1, 2, 3, 1, 4, 2, 5, 1, 3, 3, 4]:
    sq(x)
print(calls, sq.cache_info(), sq.cache_info().hits, sq.cache_info()._asdict() if hasattr(sq.cache_info(), '_asdict') else None)
sq.cache_clear()
print(sq.cache_info(), sq(2), sq.cache_info())
@lru_cache(maxsize=0)
def z(x):
    return x
print(z(1), z(1), z.cache_info())
@lru_cache(maxsize=None)
def u(x):
    return x
for i in list(range(50)) * 2:
    u(i)
print(u.cache_info(), u.cache_parameters(), sq.cache_parameters())
@lru_cache(5, typed=True)
def t(x):
    return type(x).__name__
print(t(1), t(1.0), t(True), t.cache_info(), t.cache_parameters())
@lru_cache(maxsize=-5)
def neg(x):
    return x
print(neg(1), neg(1), neg.cache_info())
for bad in ['x', 1.5]:
    try:
        lru_cache(maxsize=bad)
    except TypeError as e:
        print(type(e).__name__, e)
