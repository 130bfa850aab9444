adders = [lambda x, n=n: x + n for n in range(3)]
print([a(10) for a in adders], (lambda *args, **kw: (args, kw))(1, k=2))
