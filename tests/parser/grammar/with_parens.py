with (a, b): pass
with (a as b, c as d,): pass
with (a, b) as c: pass
with (a): pass
with (yield_): pass
with (a)(b): pass
