# __exit__ receives (type, value, traceback): None triple on success, the exception object itself on error
seen = []
class CM:
    def __enter__(self):
        return self
    def __exit__(self, exc_type, exc, tb):
        seen.append((exc_type.__name__ if exc_type else None,
                     str(exc) if exc is not None else None,
                     exc_type is type(exc) if exc is not None else exc_type))
        self.exc = exc
        return True

with CM():
    pass
with CM():
    raise ValueError("v")
with CM() as cm:
    err = KeyError("key")
    raise err
print(cm.exc is err)
with CM():
    {}["missing"]
with CM():
    int("zz")
with CM():
    raise StopIteration(3)
class Custom(Exception):
    def __str__(self):
        return "custom str"
with CM():
    raise Custom
for s in seen:
    print(s)
class Args:
    def __enter__(self): return self
    def __exit__(self, *args):
        print(len(args), [type(a).__name__ for a in args][:2])
with Args():
    pass
with Args():
    try:
        raise TypeError
    finally:
        pass
