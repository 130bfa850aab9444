# technique: recursion through map()
# expect-error: pysafe.LimitError
# expect-error: RecursionError: maximum recursion depth exceeded
def f(x):
    return list(map(f, [x]))
f(1)
