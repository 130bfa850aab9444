# lru_cache keys: positional vs keyword calls are different entries, kwargs order matters, unhashable args raise
from functools import lru_cache
seen = []
@lru_cache(maxsize=None)
def f(a, b=0, *args, **kw):
    seen.append((a, b, args, sorted(kw.items())))
    return len(seen)
print(f(1), f(1), f(1, 0), f(a=1), f(1, b=0), f(1, 2, 3), f(1, 2, 3), f(1, x=1, y=2), f(1, y=2, x=1), f(1, x=1, y=2))
print(f.cache_info(), len(seen))
print(f(1.0), f(True), f.cache_info())
for bad in [([1],), ({},), ((1, [2]),)]:
    try:
        f(*bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    f(1, k=[1])
except TypeError as e:
    print(type(e).__name__, e)
print(f.__name__, f.__wrapped__.__name__, f.__wrapped__(5) == len(seen), f.cache_info().currsize)
