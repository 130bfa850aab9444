# throw into a delegating generator: the inner handles it, re-raises, or lets outer handle; close ordering
log = []
def inner():
    try:
        yield "i1"
        yield "i2"
    except ValueError as e:
        log.append("inner caught %s" % e)
        yield "inner recovered"
    except KeyError:
        log.append("inner reraises")
        raise
    finally:
        log.append("inner finally")

def outer():
    try:
        r = yield from inner()
        log.append("inner returned %r" % (r,))
        yield "after inner"
    except KeyError as e:
        log.append("outer caught %r" % e)
        yield "outer recovered"

o = outer(); next(o)
print(o.throw(ValueError("v")), log)
log.clear()
print(next(o), log)
log.clear()
o = outer(); next(o)
print(o.throw(KeyError("k")), log)
log.clear()
o = outer(); next(o)
try:
    o.throw(TypeError("t"))
except TypeError as e:
    print(type(e).__name__, e, log)
log.clear()
o = outer(); next(o)
o.close()
print(log)
log.clear()
def deep(n):
    if n == 0:
        try:
            yield "bottom"
        except ZeroDivisionError:
            yield "bottom caught"
    else:
        yield from deep(n - 1)
d = deep(10); print(next(d))
print(d.throw(ZeroDivisionError))
