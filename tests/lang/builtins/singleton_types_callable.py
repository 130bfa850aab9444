print(type(None)() is None, type(...)() is Ellipsis, type(NotImplemented)() is NotImplemented)
for t in (type(None), type(...), type(NotImplemented)):
    for args, kw in (((1,), {}), ((), {'x': 1})):
        try:
            t(*args, **kw)
        except TypeError as e:
            print(type(e).__name__, e)
