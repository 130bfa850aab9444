# technique: a recursive lambda
# expect-error: RecursionError: maximum recursion depth exceeded
f = lambda: f()
f()
