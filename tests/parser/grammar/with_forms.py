with a: pass
with a as b: pass
with a as (b, c): pass
with a as [b, c]: pass
with a as b.c, d as e[0]: pass
with a, b, c: pass
with (a): pass
with (a, b): pass
with (a as b): pass
with (a as b, c as d,): pass
with (a, b) as c: pass
with (yield): pass
with f() as g, (h()): pass
with (
    open("a") as fa,
    open("b") as fb,
):
    pass
