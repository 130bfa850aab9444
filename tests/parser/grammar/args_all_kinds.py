def f(a, b=1, /, c=2, *args, d, e=3, **kw): pass
def g(a, /): pass
def h(a, /, b): pass
def i(*, a): pass
def j(*, a=1, b): pass
def k(a=1, /, b=2, *, c): pass
def l(**kw,): pass
def m(*a,): pass
def n(a: int = 1, *b: str, c: "x" = None, **d: dict) -> "r": pass
lambda: 0
lambda a, b=1, /, c=2, *args, d, e=3, **kw: 0
lambda *, a: a
lambda a, /: a
lambda *a, **k: (a, k)
