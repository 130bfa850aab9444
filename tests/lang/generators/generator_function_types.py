# generator functions vs plain: yield makes a generator even if unreachable, lambdas, nested defs, isinstance checks
import types

def plain():
    return 1
def gen():
    if False:
        yield
    return 1
def gen2():
    return (yield)

print(type(plain()).__name__, type(gen()).__name__)
print(isinstance(gen(), types.GeneratorType), isinstance(plain(), types.GeneratorType))
print(list(gen()))
it = gen2(); next(it)
try:
    it.send("sent")
except StopIteration as e:
    print(e.value)

def outer():
    def inner():
        yield 1
    return 5
print(outer())
lam = lambda: (yield 3)
print(list(lam()))
lam2 = lambda x: [(yield x), (yield x + 1)]
it = lam2(1)
print(next(it), it.send("a"))
try:
    it.send("b")
except StopIteration as e:
    print(e.value)

import collections.abc as abc
print(isinstance(gen(), abc.Generator), isinstance(gen(), abc.Iterator), isinstance(gen(), abc.Iterable))
print(isinstance(iter([]), abc.Generator))
print(callable(gen), callable(gen()))
try:
    gen()()
except TypeError as e:
    print(type(e).__name__, e)
try:
    len(gen())
except TypeError as e:
    print(type(e).__name__, e)
try:
    gen()[0]
except TypeError as e:
    print(type(e).__name__, e)
