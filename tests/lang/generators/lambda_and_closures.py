g = lambda: (yield 1)
it = g()
print(next(it))
try:
    it.send('sent')
except StopIteration as e:
    print('lambda returned', e.value)
def make(n):
    def gen():
        nonlocal n
        while n > 0:
            n -= 1
            yield n
    return gen
gen = make(3)
print(list(gen()), list(gen()))
def cells():
    fs = []
    for i in range(3):
        def f(i=i):
            yield i
        fs.append(f)
    return [next(f()) for f in fs]
print(cells())
def shared():
    x = 0
    def bump():
        nonlocal x
        x += 1
    def g():
        while x < 3:
            yield x
            bump()
    return g()
print(list(shared()))
def args_gen(a, b=2, *rest, key='k', **kw):
    yield a
    yield b
    yield rest
    yield key
    yield kw
print(list(args_gen(1)), list(args_gen(1, 3, 4, 5, key='z', extra=1)))
try:
    args_gen()
except TypeError as e:
    print(type(e).__name__, e)
def gen_default(x=[]):
    x.append(1)
    yield len(x)
print(next(gen_default()), next(gen_default()))
def yield_expr_forms():
    a = yield
    b = (yield a) + 1
    c = [(yield b), (yield 'second')]
    yield c
    print(f'{(yield "in fstring")}')
    return
it = yield_expr_forms()
print(next(it), it.send(1), it.send(5), it.send('x'), it.send('y'), it.send('z'))
print(next(it, 'end'))
def yield_tuple():
    yield 1, 2
    yield *[3, 4], 5
print(list(yield_tuple()))
