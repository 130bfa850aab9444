e = ExceptionGroup("boom", [ValueError(1), KeyError(2)])
print(type(e).__name__, isinstance(e, Exception), isinstance(e, BaseExceptionGroup), e.args, str(e), repr(e))
print(e.exceptions, e.message)
b = BaseExceptionGroup("x", [ValueError(1)])
print(type(b).__name__)
b2 = BaseExceptionGroup("x", [KeyboardInterrupt()])
print(type(b2).__name__, isinstance(b2, Exception))
for args in [(1, [ValueError()]), ("m", []), ("m", 5), ("m", [1])]:
    try:
        ExceptionGroup(*args)
    except Exception as err:
        print(type(err).__name__, err)
try:
    ExceptionGroup("m", [KeyboardInterrupt()])
except TypeError as err:
    print(err)
m, r = ExceptionGroup("g", [ValueError(1), KeyError(2), ExceptionGroup("in", [ValueError(3), TypeError(4)])]).split(ValueError)
print(repr(m), repr(r))
print(repr(e.subgroup(lambda x: isinstance(x, KeyError))))
import asyncio
async def bad(i):
    await asyncio.sleep(i / 10)
    raise ValueError(i)
async def ok():
    await asyncio.sleep(1)
    return 1
async def main():
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(bad(1))
            tg.create_task(bad(2))
            tg.create_task(ok())
    except ExceptionGroup as eg:
        print("eg", eg, eg.exceptions)
    async with asyncio.TaskGroup() as tg:
        t1 = tg.create_task(ok())
    print(t1.result())
asyncio.run(main())
try:
    raise ExceptionGroup("top", [ValueError(1)])
except Exception as x:
    print(type(x).__name__, x)
