# many live generators interleaved: round-robin scheduling, independent state, tee-like behaviour
from itertools import tee
def worker(name, n):
    for i in range(n):
        yield "%s%d" % (name, i)
    return name

def round_robin(*gens):
    gens = list(gens)
    results = []
    while gens:
        for g in list(gens):
            try:
                yield next(g)
            except StopIteration as e:
                results.append(e.value)
                gens.remove(g)
    return results

rr = round_robin(worker("a", 3), worker("b", 1), worker("c", 2))
out = []
while True:
    try:
        out.append(next(rr))
    except StopIteration as e:
        print(out, e.value)
        break

gens = [worker(c, 2) for c in "xyz"]
print([next(g) for g in gens], [next(g) for g in reversed(gens)])
print([next(g, "done") for g in gens])

a, b = tee(x * x for x in range(4))
print(next(a), next(a), list(b), list(a))

def sched():
    tasks = [iter(worker(c, i + 1)) for i, c in enumerate("pqr")]
    tick = 0
    while tasks:
        t = tasks.pop(0)
        try:
            v = next(t)
        except StopIteration:
            continue
        yield tick, v
        tasks.append(t)
        tick += 1
print(list(sched()))
many = [worker("g", 3) for _ in range(200)]
print(sum(1 for g in many for _ in g))
