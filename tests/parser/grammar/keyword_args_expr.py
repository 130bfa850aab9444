f(a=1, b=[1, 2], c={**d})
f(x=lambda: 0)
dict(a=1, **{"b": 2})
