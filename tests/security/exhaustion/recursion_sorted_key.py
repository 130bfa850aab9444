# technique: recursion through sorted's key (C re-entry)
# expect-error: pysafe.LimitError
# expect-error: RecursionError: maximum recursion depth exceeded
def k(x):
    return sorted([1, 2], key=k)
sorted([1, 2], key=k)
