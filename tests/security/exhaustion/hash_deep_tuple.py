# technique: hash of a tuple nested 10**6 deep
# expect-error: RecursionError: maximum recursion depth exceeded
# expect-error: pysafe.LimitError
t = ()
for i in range(10**6):
    t = (t,)
hash(t)
