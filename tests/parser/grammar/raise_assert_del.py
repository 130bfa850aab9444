raise
raise E
raise E("msg")
raise E from None
raise E from cause
raise E() from e.__cause__
assert x
assert x, "msg"
assert (x, y)
del a
del a, b
del a[0], b.c
del (a, b)
del [a, b]
del (a), [b]
