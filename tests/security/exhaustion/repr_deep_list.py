# technique: repr of a list nested 10**6 deep
# expect-error: RecursionError: maximum recursion depth exceeded
# expect-error: pysafe.LimitError
l = []
for i in range(10**6):
    l = [l]
repr(l)
