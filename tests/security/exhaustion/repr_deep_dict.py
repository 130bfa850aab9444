# technique: repr of a dict nested 10**6 deep
# expect-error: RecursionError: maximum recursion depth exceeded
# expect-error: pysafe.LimitError
d = {}
for i in range(10**6):
    d = {1: d}
str(d)
