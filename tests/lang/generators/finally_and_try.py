# yield inside try/except/finally/else: ordering of finally on exhaustion, break from consumer, close
log = []
def g():
    try:
        log.append("try")
        yield 1
        yield 2
    except ValueError:
        log.append("except")
        yield "handled"
    else:
        log.append("else")
        yield "else"
    finally:
        log.append("finally")
        yield "in finally"

print(list(g()), log)
log.clear()
it = g(); next(it)
print(it.throw(ValueError), next(it), log)

def loop_with_finally():
    for i in range(3):
        try:
            yield i
        finally:
            log.append("f%d" % i)
log.clear()
print(list(loop_with_finally()), log)
log.clear()
it = loop_with_finally(); next(it); next(it)
it.close()
print(log)

def return_in_finally():
    try:
        yield 1
    finally:
        return "from finally"
it = return_in_finally(); next(it)
try:
    next(it)
except StopIteration as e:
    print("value", e.value)

def exc_in_finally():
    try:
        yield 1
    finally:
        raise KeyError("fin")
it = exc_in_finally(); next(it)
try:
    it.close()
except KeyError as e:
    print(type(e).__name__, e, type(e.__context__).__name__)
