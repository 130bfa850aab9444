# contextmanager objects used as decorators (ContextDecorator): fresh generator each call, return values
from contextlib import contextmanager
log = []

@contextmanager
def traced(name):
    log.append("enter " + name)
    try:
        yield
    finally:
        log.append("exit " + name)

@traced("f")
def f(x):
    log.append("f body %s" % x)
    return x * 2

print(f(1), f(2))
print(log); log.clear()

@traced("g")
def g():
    raise ValueError("inside g")
try:
    g()
except ValueError as e:
    print(type(e).__name__, e, log)
log.clear()

@contextmanager
def swallow():
    try:
        yield
    except ZeroDivisionError:
        log.append("swallowed")

@swallow()
def h():
    return 1 / 0
print(h(), log)
print(f.__name__, h.__name__)
@traced("rec")
def rec(n):
    return 0 if n == 0 else 1 + rec(n - 1)
log.clear()
print(rec(2), log)
