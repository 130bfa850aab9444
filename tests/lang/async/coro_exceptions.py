# Exceptions through chains of awaits: propagation, try/except/else/finally,
# chaining (__context__, __cause__), re-raise, exceptions in finally.


def run(coro):
    try:
        coro.send(None)
    except StopIteration as e:
        return e.value
    raise AssertionError("suspended")


async def fail(kind, msg):
    raise kind(msg)


async def level(n):
    if n == 0:
        await fail(KeyError, "deep")
    return await level(n - 1)


async def catcher():
    out = []
    try:
        await level(5)
    except KeyError as e:
        out.append("caught " + repr(e))
    try:
        await fail(ValueError, "v")
    except (TypeError, ValueError) as e:
        out.append(type(e).__name__)
    else:
        out.append("no else")
    try:
        x = await level(0) if False else 1
    except Exception:
        out.append("not here")
    else:
        out.append("else %d" % x)
    finally:
        out.append("finally")
    return out


print(run(catcher()))


async def chain():
    try:
        try:
            await fail(ValueError, "first")
        except ValueError:
            await fail(TypeError, "second")
    except TypeError as e:
        return type(e.__context__).__name__, str(e.__context__), e.__cause__


print(run(chain()))


async def chain_from():
    try:
        try:
            await fail(ValueError, "first")
        except ValueError as e:
            raise RuntimeError("wrapped") from e
    except RuntimeError as e:
        return str(e), repr(e.__cause__), e.__suppress_context__


print(run(chain_from()))


async def reraise():
    try:
        await fail(IndexError, "again")
    except IndexError:
        raise


try:
    run(reraise())
except IndexError as e:
    print("reraised", e)


async def finally_override():
    try:
        await fail(ValueError, "lost")
    finally:
        return "finally wins"


print(run(finally_override()))


async def finally_raises():
    try:
        await fail(ValueError, "original")
    finally:
        raise KeyError("from finally")


try:
    run(finally_raises())
except KeyError as e:
    print("KeyError", e, "context", repr(e.__context__))


async def loop_with_errors():
    got = []
    for i in range(6):
        try:
            if i % 2:
                await fail(ZeroDivisionError, str(i))
            got.append(i)
        except ZeroDivisionError as e:
            got.append("z" + str(e))
            continue
        finally:
            got.append(".")
        if i == 4:
            break
    return got


print(run(loop_with_errors()))


# an error in the argument evaluation of an awaited call
async def args_error():
    try:
        await fail(ValueError, 1 / 0)
    except ZeroDivisionError as e:
        return "args: " + str(e)


print(run(args_error()))

# BaseException subclasses pass through as well
async def base():
    try:
        await fail(SystemExit, "bye")
    except SystemExit as e:
        return "SystemExit " + str(e)


print(run(base()))
