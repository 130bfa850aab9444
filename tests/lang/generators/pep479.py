# PEP 479: StopIteration escaping a generator body becomes RuntimeError with __cause__
def g():
    yield 1
    raise StopIteration("inner")

it = g()
print(next(it))
try:
    next(it)
except RuntimeError as e:
    print(type(e).__name__, e)
    print(type(e.__cause__).__name__, e.__cause__)
    print(e.__suppress_context__)

def via_next():
    it = iter([])
    yield next(it)
try:
    list(via_next())
except RuntimeError as e:
    print(type(e).__name__, e, type(e.__cause__).__name__)

def subclass():
    class MyStop(StopIteration):
        pass
    yield 0
    raise MyStop
try:
    list(subclass())
except RuntimeError as e:
    print(type(e).__name__, e, type(e.__cause__).__name__)

def caught_inside():
    try:
        raise StopIteration
    except StopIteration:
        yield "caught ok"
print(list(caught_inside()))

def in_genexp():
    return list(next(iter([])) for _ in range(2))
try:
    in_genexp()
except RuntimeError as e:
    print("genexp", type(e).__name__, e)

print(list(x for x in [1, 2]))
def first(items):
    for x in items:
        yield next(iter(x))
try:
    print(list(first([[1], [2], []])))
except RuntimeError as e:
    print(type(e).__name__, e)
def return_ok():
    yield 1
    return
print(list(return_ok()))
try:
    it = g()
    next(it)
    it.throw(StopIteration)
except RuntimeError as e:
    print("throw", type(e).__name__, e)
