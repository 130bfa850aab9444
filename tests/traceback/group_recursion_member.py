class MyErrors(BaseExceptionGroup):
    pass
def rec(n):
    return rec(n + 1)
try:
    rec(0)
except RecursionError as r:
    err = r
raise MyErrors("mine", [err, BaseExceptionGroup("b", [KeyboardInterrupt()])]) from KeyError("k")
