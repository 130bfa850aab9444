# technique: catch RecursionError and recurse again (exponential retries)
# expect-error: pysafe.LimitError
# expect-error: RecursionError: maximum recursion depth exceeded
def f():
    try:
        f()
    except RecursionError:
        f()
f()
