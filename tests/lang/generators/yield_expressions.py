# yield as an expression: precedence, in calls, tuples, conditions, augmented assignment, subscripts
def g():
    a = yield
    b = yield a
    c = (yield b) + 1
    d = [(yield c), (yield "second")]
    e = yield 1, 2
    f = yield (yield "nested")
    yield (a, b, c, d, e, f)

it = g()
print(next(it))
print(it.send("A"))
print(it.send("B"))
print(it.send(10))
print(it.send("d0"))
print(it.send("d1"))
print(it.send("E"))
print(it.send("inner"))
try:
    it.send(None)
except StopIteration:
    print("end")

def aug():
    total = 0
    total += yield total
    total += yield total
    yield total
it = aug(); next(it); it.send(3); print(it.send(4))

def in_call():
    print("called with", (yield "first"), (yield "second"))
    yield "done"
it = in_call()
print(next(it), it.send(1), it.send(2))

def cond():
    while (yield "want"):
        yield "got truthy"
it = cond()
print(next(it), it.send(1), next(it), end=" ")
try:
    it.send(0)
except StopIteration:
    print("stopped on falsy")

def subscript():
    d = {}
    d[(yield "key?")] = (yield "value?")
    yield d
it = subscript()
print(next(it), it.send("k"), it.send("v"))
