# except* in generators: yields inside clauses, throw(), close(), and the
# handled exception kept across a yield.
def show(tag, e):
    print(tag, type(e).__name__, repr(e))


def gen():
    try:
        yield "start"
        raise ExceptionGroup("gen", [ValueError(1), KeyError(2), OSError(3)])
    except* ValueError as eg:
        yield "V " + repr(eg)
        yield "still in V"
        raise
    except* KeyError as eg:
        yield "K " + repr(eg)
    yield "never"


try:
    for v in gen():
        print(v)
except ExceptionGroup as e:
    show("gen ended", e)


def receiver():
    while True:
        try:
            x = yield
            print("  got", x)
        except* ValueError as eg:
            print("  thrown in:", repr(eg))
            yield "recovered"


r = receiver()
next(r)
r.send(1)
print(r.throw(ValueError("t1")))
next(r)
print(r.throw(ExceptionGroup("tg", [ValueError(2), ValueError(3)])))
next(r)
try:
    r.throw(ExceptionGroup("tg", [ValueError(4), TypeError(5)]))
except ExceptionGroup as e:
    show("rest out of the generator", e)
try:
    next(r)
except StopIteration:
    print("closed after the rest left it")


def bare_raise_after_yield():
    try:
        raise ExceptionGroup("b", [ValueError(1), TypeError(2)])
    except* ValueError:
        yield 1
        try:
            raise KeyError("inner")
        except KeyError:
            pass
        yield 2
        raise


try:
    print(list(bare_raise_after_yield()))
except ExceptionGroup as e:
    show("after yields", e)


def closing():
    try:
        raise ExceptionGroup("c", [ValueError(1)])
    except* ValueError:
        try:
            yield "in clause"
        finally:
            print("  finally on close")


c = closing()
print(next(c))
c.close()
print("closed")


def interleaved():
    a = gen_a()
    b = gen_b()
    print(next(a), next(b))
    print(next(a), next(b))
    for rest in (a, b):
        try:
            next(rest)
        except BaseException as e:
            show("  end", e)


def gen_a():
    try:
        raise ExceptionGroup("a", [ValueError("a")])
    except* ValueError:
        yield "a1"
        yield "a2"
        raise


def gen_b():
    try:
        raise ExceptionGroup("b", [TypeError("b")])
    except* TypeError as eg:
        yield "b1"
        yield "b2"
        raise RuntimeError("b new")


interleaved()


def yield_from_in_clause():
    try:
        raise ValueError("v")
    except* ValueError as eg:
        got = yield from sub(eg)
        print("  sub returned", got)


def sub(eg):
    yield repr(eg)
    return len(eg.exceptions)


print(list(yield_from_in_clause()))
print([x for x in (y for y in gen()) if False] if False else "done")
