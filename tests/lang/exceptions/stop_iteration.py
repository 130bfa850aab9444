it = iter([])
try:
    next(it)
except StopIteration as e:
    print("stop", repr(e), e.value)
next(iter([]))
