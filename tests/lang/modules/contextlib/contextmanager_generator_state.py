# contextmanager: code after yield runs on exit only when no exception; finally runs always; exception identity
from contextlib import contextmanager
log = []

@contextmanager
def no_finally():
    log.append("setup")
    yield
    log.append("teardown")

with no_finally():
    pass
print(log); log.clear()
try:
    with no_finally():
        raise ValueError
except ValueError:
    print("teardown skipped", log)
log.clear()

@contextmanager
def identity():
    try:
        yield
    except Exception as e:
        log.append(e)
        raise
err = KeyError("same")
try:
    with identity():
        raise err
except KeyError as e:
    print(e is err, log[0] is err)

@contextmanager
def transform():
    try:
        yield
    except KeyError as e:
        raise LookupError("transformed: %s" % e)
try:
    with transform():
        raise KeyError("k")
except LookupError as e:
    print(type(e).__name__, e, type(e.__context__).__name__)
@contextmanager
def stops():
    yield
    return "ignored"
with stops():
    pass
print("return value ignored")
