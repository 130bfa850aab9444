# contextmanager: exceptions thrown in at the yield, suppressed by catching, re-raised, replaced, finally
from contextlib import contextmanager
log = []

@contextmanager
def catching(*types):
    try:
        yield "value"
    except types as e:
        log.append("caught %s: %s" % (type(e).__name__, e))
    finally:
        log.append("finally")

with catching(KeyError) as v:
    raise KeyError("k")
print(v, log); log.clear()
try:
    with catching(KeyError):
        raise ValueError("v")
except ValueError as e:
    print("propagated", e, log)
log.clear()

@contextmanager
def replacing():
    try:
        yield
    except ValueError as e:
        raise TypeError("replaced") from e
try:
    with replacing():
        raise ValueError("orig")
except TypeError as e:
    print(type(e).__name__, e, type(e.__cause__).__name__)

@contextmanager
def reraising():
    try:
        yield
    except Exception:
        log.append("saw it")
        raise
try:
    with reraising():
        1 / 0
except ZeroDivisionError as e:
    print(type(e).__name__, e, log)

@contextmanager
def plain():
    yield
try:
    with plain():
        raise StopIteration("stop")
except StopIteration as e:
    print("StopIteration passed through", e)
try:
    with plain():
        raise GeneratorExit
except GeneratorExit:
    print("GeneratorExit passed through")

@contextmanager
def err_on_exit():
    yield
    raise RuntimeError("after yield")
try:
    with err_on_exit():
        pass
except RuntimeError as e:
    print(type(e).__name__, e)
@contextmanager
def enter_fails():
    raise KeyError("enter")
    yield
try:
    with enter_fails():
        print("nope")
except KeyError as e:
    print(type(e).__name__, e)
