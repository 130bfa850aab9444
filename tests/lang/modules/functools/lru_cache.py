# functools.lru_cache: hits, misses, eviction order, cache_clear
from functools import lru_cache

calls = []
@lru_cache(maxsize=3)
def sq(x):
    calls.append(x)
    return x * x
for x in [1, 2, 3, 1, 4, 2, 1, 5, 3]:
    sq(x)
print(calls, sq.cache_info())
print(sq.cache_info().hits, sq.cache_info().currsize, sq.cache_info()._fields if False else '')
sq.cache_clear()
print(sq.cache_info())
print(sq(2), calls[-1], sq.cache_parameters())
@lru_cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(60), fib.cache_info())
@lru_cache()
def add(a, b=0, *, c=0):
    calls.append(('add', a, b, c))
    return a + b + c
calls.clear()
print(add(1), add(1), add(1, 2), add(1, b=2), add(b=2, a=1), add(1, c=3), add(1, 2))
print(calls, add.cache_info())
@lru_cache(maxsize=0)
def z(x):
    return x
print(z(1), z(1), z.cache_info())
@lru_cache(maxsize=-5)
def neg(x):
    return x
print(neg(1), neg(1), neg.cache_info())
@lru_cache(maxsize=None)
def unb(x):
    return x
for i in range(300):
    unb(i % 150)
print(unb.cache_info(), unb.cache_parameters())
print(sq.__name__, sq.__wrapped__(7), fib.__wrapped__.__name__)
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: sq([1]))
t(lambda: sq({}))
t(lambda: lru_cache('a'))
t(lambda: lru_cache(maxsize='a'))
t(lambda: lru_cache(maxsize=2.5))
t(lambda: sq(1, 2))
