# yield from: the result is the subgenerator's return value, nested delegation, lists and strings
def inner(n):
    for i in range(n):
        yield i
    return n * 10

def outer():
    a = yield from inner(2)
    b = yield from inner(3)
    c = yield from []
    d = yield from "ab"
    return (a, b, c, d)

it = outer()
out = []
while True:
    try:
        out.append(next(it))
    except StopIteration as e:
        print(out, e.value)
        break

def chain(depth):
    if depth == 0:
        yield "leaf"
        return 0
    r = yield from chain(depth - 1)
    yield depth
    return r + depth

g = chain(5)
print(list(g))
def take_value(gen):
    try:
        while True:
            next(gen)
    except StopIteration as e:
        return e.value
print(take_value(chain(5)))
print(take_value(chain(0)))

def from_iter():
    x = yield from iter([1, 2])
    yield ("x", x)
print(list(from_iter()))

def from_not_iterable():
    yield from 5
try:
    list(from_not_iterable())
except TypeError as e:
    print(type(e).__name__, e)

def from_none():
    yield from None
try:
    list(from_none())
except TypeError as e:
    print(type(e).__name__, e)
