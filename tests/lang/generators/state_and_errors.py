def g():
    yield 1
it = g()
print(list(it), list(it), next(it, 'default'))
try:
    next(it)
except StopIteration as e:
    print('StopIteration', e.args, e.value)
try:
    g().send(1)
except TypeError as e:
    print(e)
try:
    next(g)
except TypeError as e:
    print(e)
try:
    iter(g)
except TypeError as e:
    print(e)
print(type(g()), type(x for x in []) is type(g()))
gen = g()
print(gen is iter(gen), hasattr(gen, 'send'), callable(gen.send))
for name in ('send', 'throw', 'close', '__next__', '__iter__'):
    print(name, hasattr(gen, name))
def early():
    return 5
    yield
try:
    next(early())
except StopIteration as e:
    print('returned', e.value)
print(list(early()))
def yields_none():
    yield
    yield None
print(list(yields_none()))
def unpack():
    a, b = yield
    yield a + b
u = unpack(); next(u)
print(u.send((2, 3)))
def comp_in_gen():
    yield [x for x in range(3)]
    yield {k: v for k, v in zip('ab', range(2))}
    yield (y for y in 'zz')
r = list(comp_in_gen())
print(r[0], r[1], list(r[2]))
def gen_attr_err():
    yield 1
try:
    gen_attr_err().missing
except AttributeError as e:
    print(e)
