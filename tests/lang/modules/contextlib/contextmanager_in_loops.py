# contextmanager used in loops, generators and comprehensions; break/continue/return through it
from contextlib import contextmanager
log = []

@contextmanager
def step(i):
    log.append("+%d" % i)
    try:
        yield i
    finally:
        log.append("-%d" % i)

for i in range(4):
    with step(i) as v:
        if v == 1:
            continue
        if v == 3:
            break
        log.append("body%d" % v)
print(log); log.clear()
def find(n):
    for i in range(10):
        with step(i):
            if i == n:
                return i
print(find(2), log); log.clear()
def gen():
    for i in range(3):
        with step(i) as v:
            yield v * 10
print(list(gen()), log); log.clear()
g = gen()
print(next(g), log)
g.close()
print(log); log.clear()
def use(i):
    with step(i) as v:
        return v * v
print([use(i) for i in range(3)], log)
