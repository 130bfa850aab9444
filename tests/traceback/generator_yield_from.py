def inner():
    yield 1
    raise KeyError('deep')
def outer():
    yield from inner()
total = 0
for v in outer():
    total += v
