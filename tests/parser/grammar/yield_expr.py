def f():
    yield
    yield 1
    yield 1, 2
    x = yield
    y = yield from z
    await_ = (yield)
