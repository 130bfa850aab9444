# A tiny round-robin scheduler written with send(): coroutines yield
# through a custom awaitable, the scheduler resumes them in turn.
from collections import deque


class Yield:
    def __await__(self):
        yield "yield"


class Sleep:
    def __init__(self, ticks):
        self.ticks = ticks

    def __await__(self):
        yield ("sleep", self.ticks)


log = []


async def worker(name, n, sleep=0):
    for i in range(n):
        log.append("%s%d" % (name, i))
        if sleep:
            await Sleep(sleep)
        else:
            await Yield()
    return name.upper() * n


def run_all(coros):
    ready = deque((c, None) for c in coros)
    sleeping = []
    tick = 0
    results = {}
    while ready or sleeping:
        if not ready:
            tick = min(t for t, _, _ in sleeping)
            due = [s for s in sleeping if s[0] == tick]
            sleeping = [s for s in sleeping if s[0] != tick]
            for _, order, c in sorted(due, key=lambda s: s[1]):
                ready.append((c, None))
            continue
        c, v = ready.popleft()
        try:
            req = c.send(v)
        except StopIteration as e:
            results[c.__qualname__ + str(len(results))] = e.value
            continue
        if req == "yield":
            ready.append((c, None))
        else:
            sleeping.append((tick + req[1], len(log), c))
    return results


print(run_all([worker("a", 3), worker("b", 2), worker("c", 4)]))
print(log)
log.clear()
print(run_all([worker("s", 3, sleep=3), worker("f", 4, sleep=1)]))
print(log)
