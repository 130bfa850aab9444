# throw(): class, instance, caught inside and resumed, uncaught propagation, unstarted and finished generators
def g():
    while True:
        try:
            yield "ready"
        except ValueError as e:
            print("caught", repr(e))
            yield "after"

it = g()
print(next(it))
print(it.throw(ValueError))
print(next(it))
print(it.throw(ValueError("boom")))
print(next(it))
try:
    it.throw(KeyError("k"))
except KeyError as e:
    print(type(e).__name__, e)
try:
    next(it)
except StopIteration:
    print("stopped after uncaught throw")

def fresh():
    print("body runs")
    yield 1
f = fresh()
try:
    f.throw(RuntimeError("early"))
except RuntimeError as e:
    print(type(e).__name__, e)
print(list(f))

def done():
    yield 1
d = done()
list(d)
try:
    d.throw(IndexError("late"))
except IndexError as e:
    print(type(e).__name__, e)

try:
    g().throw(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    g().throw(int)
except TypeError as e:
    print(type(e).__name__, e)

def returns_on_throw():
    try:
        yield 1
    except ZeroDivisionError:
        return "handled"
r = returns_on_throw(); next(r)
try:
    r.throw(ZeroDivisionError)
except StopIteration as e:
    print("StopIteration", e.value)

def throw_with_value():
    try:
        yield
    except ValueError as e:
        yield e.args
t = throw_with_value(); next(t)
print(t.throw(ValueError("a", 2)))
