# contextmanager misuse: generator that doesn't yield, yields twice, yields after a thrown exception
from contextlib import contextmanager

@contextmanager
def no_yield():
    if False:
        yield
try:
    with no_yield():
        print("not reached")
except RuntimeError as e:
    print(type(e).__name__, e)

@contextmanager
def twice():
    yield 1
    yield 2
try:
    with twice() as v:
        print("body", v)
except RuntimeError as e:
    print(type(e).__name__, e)

@contextmanager
def yields_after_throw():
    try:
        yield
    except ValueError:
        yield "again"
try:
    with yields_after_throw():
        raise ValueError("x")
except RuntimeError as e:
    print(type(e).__name__, e)

@contextmanager
def not_generator():
    return 5
try:
    with not_generator():
        pass
except (TypeError, AttributeError) as e:
    print(type(e).__name__)

@contextmanager
def fine():
    yield "ok"
cm = fine()
with cm as v:
    print(v)
try:
    with cm:
        pass
except (RuntimeError, AttributeError) as e:
    print(type(e).__name__)
