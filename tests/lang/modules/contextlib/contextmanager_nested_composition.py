# contextmanagers composed: one contextmanager using another inside, yield from inside a contextmanager
from contextlib import contextmanager
log = []

@contextmanager
def tag(name):
    log.append("<%s>" % name)
    try:
        yield name
    finally:
        log.append("</%s>" % name)

@contextmanager
def page(title):
    with tag("html"), tag("body"):
        with tag(title) as t:
            yield t

with page("h1") as t:
    log.append("content " + t)
print("".join(log)); log.clear()
try:
    with page("p"):
        raise ValueError("boom")
except ValueError as e:
    print(e, "".join(log))
log.clear()

def inner_gen():
    log.append("inner setup")
    yield "from inner"
    log.append("inner teardown")

@contextmanager
def delegating():
    yield from inner_gen()
with delegating() as v:
    log.append(v)
print(log)
log.clear()
@contextmanager
def conditional(flag):
    if flag:
        with tag("on") as t:
            yield t
    else:
        yield None
for flag in (True, False):
    with conditional(flag) as v:
        log.append(repr(v))
print(log)
