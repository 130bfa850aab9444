# memoised recursion goes as deep as plain recursion (the wrapper is a
# Python function: one extra frame per level, as in CPython)
from functools import lru_cache, cache

@cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(400) % 10**9, fib.cache_info())

@lru_cache(maxsize=50)
def paths(r, c):
    if r == 0 or c == 0:
        return 1
    return paths(r - 1, c) + paths(r, c - 1)
print(paths(30, 30), paths.cache_info().currsize)

@cache
def deep(n):
    return 0 if n == 0 else 1 + deep(n - 1)
try:
    deep(2000)
except RecursionError:
    print('RecursionError')
print(deep(300))

class Grid:
    def __init__(self, w):
        self.w = w
    @lru_cache(maxsize=None)
    def cell(self, i):
        return self.w * i
    def __hash__(self):
        return self.w
g = Grid(3)
print(g.cell(4), g.cell(4), Grid.cell.cache_info())
