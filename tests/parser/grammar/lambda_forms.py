f = lambda: 0
f = lambda x: x
f = lambda x, y=1: x + y
f = lambda *a: a
f = lambda **k: k
f = lambda x: lambda y: x + y
f = lambda: (yield_)
f = lambda x=lambda: 1: x
f = (lambda: 1)()
f = lambda: a if b else c
f = [lambda i=i: i for i in range(3)]
f = lambda x: (x, *x)
