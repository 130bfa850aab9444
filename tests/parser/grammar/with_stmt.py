with a: pass
with a as b, c as d: pass
with a as (b, c): pass
with a as b.c: pass
