# close(): GeneratorExit raised at the yield, finally runs, swallowing GeneratorExit, yielding in reaction
def g(log):
    try:
        yield 1
        yield 2
    except GeneratorExit:
        log.append("exit")
        raise
    finally:
        log.append("finally")

log = []
it = g(log)
next(it)
print(it.close(), log)
print(it.close(), log)
print(list(it))

log = []
it = g(log)
it.close()
print("unstarted close", log)

def swallow():
    try:
        yield 1
    except GeneratorExit:
        print("swallowed")
s = swallow(); next(s)
print(s.close())

def bad():
    try:
        yield 1
    except GeneratorExit:
        yield 2
b = bad(); next(b)
try:
    b.close()
except RuntimeError as e:
    print(type(e).__name__, e)

def raise_other():
    try:
        yield 1
    except GeneratorExit:
        raise ValueError("from close")
r = raise_other(); next(r)
try:
    r.close()
except ValueError as e:
    print(type(e).__name__, e)

def returns():
    try:
        yield 1
    except GeneratorExit:
        return 5
x = returns(); next(x)
print(x.close())

print(issubclass(GeneratorExit, Exception), issubclass(GeneratorExit, BaseException))
def catch_exception():
    try:
        yield 1
    except Exception:
        print("not reached")
    yield 2
c = catch_exception(); next(c)
try:
    c.close()
except RuntimeError as e:
    print(type(e).__name__, e)
