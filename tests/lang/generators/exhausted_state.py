# exhausted and failed generators: stay exhausted, errors propagate once then StopIteration
def g():
    yield 1
    raise ValueError("once")

it = g()
print(next(it))
try:
    next(it)
except ValueError as e:
    print(type(e).__name__, e)
for i in range(2):
    try:
        next(it)
    except StopIteration as e:
        print("stop", e.args)
print(list(it), next(it, "dflt"))

def h():
    yield from [1, 2]
it = h()
print(list(it), list(it))
print(sum(it), any(it), all(it), max(it, default=None))

def k():
    x = yield
    yield x
it = k(); next(it); print(it.send(5))
try:
    it.send(6)
except StopIteration:
    print("stop after send")
try:
    it.send(7)
except StopIteration:
    print("stop again")
it.close()
try:
    next(it)
except StopIteration:
    print("closed stays stopped")
try:
    it.throw(TypeError("after close"))
except TypeError as e:
    print(type(e).__name__, e)
