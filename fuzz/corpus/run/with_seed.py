from contextlib import contextmanager, suppress
class CM:
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        return t is KeyError
@contextmanager
def cm(x):
    yield x
with CM() as a, cm(2) as b:
    with suppress(ValueError):
        raise ValueError(b)
    raise KeyError(a)
print('ok')
