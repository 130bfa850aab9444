def g():
    yield
    yield 1
    yield 1, 2
    yield *a, b
    yield from x
    x = yield
    x = yield 1
    x = yield from y
    f((yield))
    f((yield 1))
    await_ = [(yield)]
    y = (yield x) + 1
    return (yield)
lambda: (yield)
