def f(a, b, /): pass
def g(a, b, /, c): pass
def h(a, /, **kw): return kw
for call in (lambda: f(a=1, b=2), lambda: f(1, b=2), lambda: f(b=2, a=1), lambda: g(1, 2, c=3, a=1),
             lambda: g(b=1, a=2, c=3), lambda: f(1, 2, c=3)):
    try:
        call()
    except TypeError as e:
        print(e)
print(h(1, a=2))
