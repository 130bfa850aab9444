# technique: sys.setrecursionlimit(10**9) to recurse past the sandbox's depth and overflow the C stack
# source: CPython crash reports: a huge recursion limit overflows the C stack (segfault)
# expect-error: RecursionError: maximum recursion depth exceeded
import sys
sys.setrecursionlimit(10**9)
def f(n):
    return f(n + 1)
f(0)
