# StopIteration escaping a coroutine becomes RuntimeError (PEP 479); and
# StopAsyncIteration is also replaced.


def run(coro):
    try:
        coro.send(None)
    except StopIteration as e:
        return "returned %r" % (e.value,)
    except RuntimeError as e:
        cause = e.__cause__
        return "RuntimeError: %s (cause %s%r)" % (e, type(cause).__name__, cause.args if cause else None)
    except Exception as e:
        return "%s: %s" % (type(e).__name__, e)
    return "suspended"


async def raises_stop():
    raise StopIteration("inner")


async def raises_stop_bare():
    raise StopIteration


async def next_on_empty():
    return next(iter([]))


async def raises_stop_async():
    raise StopAsyncIteration("async")


async def awaits_raiser():
    try:
        await raises_stop()
    except RuntimeError as e:
        return "caught in caller: " + str(e)


async def catches_own():
    try:
        raise StopIteration(3)
    except StopIteration as e:
        return "own " + str(e.value)


async def returns_stopiteration():
    return StopIteration("a value, not raised")


for f in (raises_stop, raises_stop_bare, next_on_empty, raises_stop_async, awaits_raiser,
          catches_own, returns_stopiteration):
    print(f.__name__, "->", run(f()))


# a generator inside a coroutine still gets PEP 479 for itself
def gen():
    yield 1
    raise StopIteration("in gen")


async def uses_gen():
    try:
        return list(gen())
    except RuntimeError as e:
        return "gen: " + str(e)


print(run(uses_gen()))
