# functools.cache: memoised recursion, cache_info, shared across calls, methods
from functools import cache
@cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(90), fib.cache_info(), fib(50), fib.cache_info().hits)
fib.cache_clear()
print(fib.cache_info(), fib(10), fib.cache_info().misses)
@cache
def paths(r, c):
    if r == 0 or c == 0:
        return 1
    return paths(r - 1, c) + paths(r, c - 1)
print(paths(16, 16), paths.cache_info().currsize, paths.cache_parameters())
class Grid:
    def __init__(self, n): self.n = n
    @cache
    def cells(self):
        return self.n * self.n
g = Grid(4)
print(g.cells(), g.cells(), Grid.cells.cache_info().hits)
