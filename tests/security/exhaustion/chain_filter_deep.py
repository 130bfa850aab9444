# technique: filter(None, x) chained 10**6 deep, then advanced (each next recursed in C)
# expect-error: RecursionError: maximum recursion depth exceeded
# expect-error: pysafe.LimitError
x = iter([1, 2])
for _ in range(10**6):
    x = filter(None, x)
next(x)
