# technique: mutual recursion
# expect-error: RecursionError: maximum recursion depth exceeded
def f(n):
    return g(n)
def g(n):
    return f(n)
f(1)
