# as-targets of every kind: name, tuple, list, starred, attribute, subscript, global, nonlocal
class CM:
    def __init__(self, v): self.v = v
    def __enter__(self): return self.v
    def __exit__(self, *a): return False

with CM((1, 2, 3)) as (a, *b):
    print(a, b)
with CM([[1, 2], 3]) as [[x, y], z]:
    print(x, y, z)
with CM("ab") as (c1, c2):
    print(c1, c2)
class O: pass
o = O()
lst = [0, 0]
with CM(5) as o.attr, CM(6) as lst[1]:
    pass
print(o.attr, lst)
def use_global():
    global G
    with CM("global value") as G:
        pass
use_global()
print(G)
def use_nonlocal():
    v = "before"
    def inner():
        nonlocal v
        with CM("after") as v:
            pass
    inner()
    return v
print(use_nonlocal())
try:
    with CM((1, 2)) as (p, q, r):
        pass
except ValueError as e:
    print(type(e).__name__, e)
try:
    with CM(None) as (p,):
        pass
except TypeError as e:
    print(type(e).__name__, e)
with CM(None) as nothing:
    print(nothing)
with CM(7) as val:
    pass
print("still bound", val)
