def gen(n):
    try:
        for i in range(n):
            x = yield i
            if x:
                yield from gen(x)
    finally:
        pass
g = gen(5)
print(next(g), g.send(2), list(g))
print(sum(y * y for y in gen(4) if y % 2), any((z := y) > 2 for y in gen(9)), z)
