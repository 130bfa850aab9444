# parenthesised with-item groups (3.10+ grammar): trailing comma, no as, nested tuple targets
log = []
class CM:
    def __init__(self, v):
        self.v = v
    def __enter__(self):
        log.append("enter %s" % (self.v,))
        return self.v
    def __exit__(self, *a):
        log.append("exit %s" % (self.v,))

with (CM(1) as a, CM(2) as b):
    print(a, b)
with (
    CM(3) as c,
    CM(4),
):
    print(c)
with (CM(5)):
    pass
with (CM(6), CM(7)):
    pass
with CM((8, 9)) as (p, q):
    print(p, q)
with (CM([10, 11, 12]) as [first, *rest],):
    print(first, rest)
with (CM(13)) as r:
    print(r)
d = {}
with CM("val") as d["key"]:
    pass
print(d)
class Obj: pass
o = Obj()
with CM("attr") as o.field:
    pass
print(o.field)
print(log)
