# return value of a generator: StopIteration.value, args, next() default, for-loop ignoring it
def g(v):
    yield 1
    return v

for v in [None, 0, 5, "s", (1, 2), [3]]:
    it = g(v)
    print(next(it))
    try:
        next(it)
    except StopIteration as e:
        print(type(e).__name__, repr(e.value), e.args)

def empty():
    return 42
    yield

it = empty()
try:
    next(it)
except StopIteration as e:
    print("value", e.value, e.args)
try:
    next(it)
except StopIteration as e:
    print("again", repr(e.value), e.args)

print(list(g(9)))
print(next(g(1), "d"), next(empty(), "default"))
def no_return():
    yield 1
it = no_return(); next(it)
try:
    next(it)
except StopIteration as e:
    print(repr(e.value), e.args)

def ret_tuple():
    yield
    return (1,)
it = ret_tuple(); next(it)
try:
    next(it)
except StopIteration as e:
    print(e.value, e.args)

def ret_exc():
    yield
    return ValueError("x")
it = ret_exc(); next(it)
try:
    next(it)
except StopIteration as e:
    print(type(e.value).__name__, e.value)
