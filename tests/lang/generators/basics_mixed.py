def gen(n):
    for i in range(n):
        yield i * 2
    return 'done'
print(list(gen(5)))
g = gen(3)
print(next(g), next(g), next(g))
try:
    next(g)
except StopIteration as e:
    print('stop', e.value, repr(e))
print(sum(x*x for x in range(10) if x % 3))
def echo():
    x = None
    while True:
        x = yield x
        if x == 'q':
            return 'bye'
e = echo()
print(next(e), e.send(1), e.send('hi'))
try:
    e.send('q')
except StopIteration as s:
    print('ret', s.value)
def deleg():
    r = yield from gen(3)
    print('r =', r)
    yield from [10, 20]
    return 7
print(list(deleg()))
def tree(n):
    if n == 0:
        yield 'leaf'
        return
    yield from tree(n - 1)
    yield n
print(list(tree(5)))
def t2():
    try:
        yield 1
        yield 2
    except ValueError as ex:
        print('caught', ex)
        yield 'after'
    finally:
        print('fin')
g = t2()
print(next(g))
print(g.throw(ValueError('boom')))
g.close()
print(any(x > 3 for x in range(10**12)))
def bad():
    yield 1
    raise StopIteration(5)
try:
    list(bad())
except RuntimeError as ex:
    print(type(ex).__name__, ex, type(ex.__cause__).__name__)
g = gen(2)
print(repr(g)[:25], g.__name__, g.__qualname__, g.gi_running)
def rec():
    yield next(me)
me = rec()
try:
    next(me)
except ValueError as ex:
    print(ex)
print([*zip(gen(3), 'abc')])
