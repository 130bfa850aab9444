# contextmanager: yielded values of every kind, arguments, generator state visible across with blocks
from contextlib import contextmanager

@contextmanager
def give(v):
    yield v

for v in [None, 0, "s", [1, 2], {"k": 1}, (1,)]:
    with give(v) as got:
        print(repr(got), got is v)
with give((1, 2)) as (a, b):
    print(a, b)

@contextmanager
def temp_set(d, key, value):
    missing = object()
    old = d.get(key, missing)
    d[key] = value
    try:
        yield d
    finally:
        if old is missing:
            del d[key]
        else:
            d[key] = old

cfg = {"mode": "a"}
with temp_set(cfg, "mode", "b"):
    with temp_set(cfg, "extra", 1):
        print(cfg)
    print(cfg)
print(cfg)
try:
    with temp_set(cfg, "mode", "c"):
        raise RuntimeError(str(cfg))
except RuntimeError as e:
    print(e, cfg)

@contextmanager
def kw_only(*, name="x", times=1):
    yield name * times
with kw_only(name="ab", times=3) as s:
    print(s)
try:
    with kw_only("positional"):
        pass
except TypeError as e:
    print(type(e).__name__, e)
print(give.__name__, type(give(1)).__name__)
