# code after a suppressed exception: the rest of the body is skipped, execution continues after with
log = []
class Swallow:
    def __enter__(self): return self
    def __exit__(self, *a): return True

def f(n):
    with Swallow():
        log.append("start %d" % n)
        if n:
            raise ValueError
        log.append("end %d" % n)
    log.append("after %d" % n)
    return n
print(f(0), f(1), log)
log.clear()
for i in range(3):
    with Swallow():
        if i == 1:
            raise KeyError
        log.append(i)
print(log)
def g():
    with Swallow():
        return 1 / 0
    return "after swallowed"
print(g())
def gen():
    with Swallow():
        yield 1
        raise ValueError
        yield 2
    yield 3
print(list(gen()))
x = 0
with Swallow():
    x = 1
    x = 1 / 0
print(x)
