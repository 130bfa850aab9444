def f(a, b, c, d):
    return (a, b, c, d)
print(f(1, *[2, 3], 4), f(*(1, 2), **{"c": 3, "d": 4}), f(1, 2, *[], *[3, 4]), f(*"ab", *"cd"))
print(*[1, 2], *"ab", sep="-")
print(dict(**{"a": 1}, b=2), [*range(3)], {**{}, **{"k": 1}})
