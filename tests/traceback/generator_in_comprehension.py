def g(items):
    for x in items:
        yield 10 / x
def consume():
    return [v for v in g([1, 0])]
consume()
