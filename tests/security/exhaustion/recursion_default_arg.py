# technique: recursion in a default-argument call chain
# expect-error: RecursionError: maximum recursion depth exceeded
def f(n=0):
    return f(n + 1) + 1
f()
