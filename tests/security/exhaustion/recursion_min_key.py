# technique: recursion through min(key=)
# expect-error: pysafe.LimitError
# expect-error: RecursionError: maximum recursion depth exceeded
def k(x):
    return min([1, 2], key=k)
k(0)
