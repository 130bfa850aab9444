# throw() into a generator, coroutine or async generator that has not started: the exception leaves its frame, so PEP 479 applies; iter(callable, sentinel) ends on the callable's StopIteration
def g():
    yield 1
for exc in [StopIteration, StopIteration(5), ValueError('v'), GeneratorExit]:
    it = g()
    try:
        it.throw(exc)
    except BaseException as e:
        print(type(e).__name__, e, type(e.__cause__).__name__, e.__suppress_context__)
    print(next(it, 'closed'))
async def c():
    pass
co = c()
try:
    co.throw(StopIteration)
except BaseException as e:
    print(type(e).__name__, e)
async def ag():
    yield 1
a = ag()
try:
    a.athrow(StopAsyncIteration).send(None)
except BaseException as e:
    print(type(e).__name__, e)
it = iter([1, 2]); print(list(iter(lambda: next(it), None)))
it = iter([1, 2, 3]); ci = iter(lambda: next(it), 99); print(next(ci), list(ci), list(ci))
class MyStop(StopIteration): pass
def f(): raise MyStop
print(list(iter(f, 0)))
def h(): raise ValueError('no')
try: list(iter(h, 0))
except ValueError as e: print('ValueError', e)
