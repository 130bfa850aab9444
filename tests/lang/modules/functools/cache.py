# functools.cache: an unbounded cache, on functions and methods
from functools import cache

@cache
def factorial(n):
    return n * factorial(n - 1) if n else 1
print(factorial(10), factorial(5), factorial(12), factorial.cache_info())
count = 0
class Geo:
    def __init__(self, r):
        self.r = r
    @cache
    def area(self):
        global count
        count += 1
        return 3 * self.r * self.r
    def __hash__(self):
        return hash(self.r)
    def __eq__(self, o):
        return isinstance(o, Geo) and o.r == self.r
a, b = Geo(2), Geo(2)
print(a.area(), a.area(), b.area(), Geo(3).area(), count, Geo.area.cache_info())
try:
    cache()
except Exception as e:
    print(type(e).__name__, e)
print(factorial.__name__, factorial.__wrapped__(3))
