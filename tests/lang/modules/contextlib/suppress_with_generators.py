# suppress around iteration: StopIteration, partial progress kept, suppress inside generators
from contextlib import suppress

results = []
with suppress(ValueError):
    for s in ["1", "2", "x", "4"]:
        results.append(int(s))
print(results)
results = []
for s in ["1", "x", "3"]:
    with suppress(ValueError):
        results.append(int(s))
print(results)
def safe_ints(items):
    for s in items:
        with suppress(ValueError, TypeError):
            yield int(s)
print(list(safe_ints(["5", None, "z", "7", 8.9])))
it = iter([1])
with suppress(StopIteration):
    next(it)
    next(it)
    print("not reached")
print("StopIteration suppressed")
d = {"a": 1}
with suppress(KeyError):
    d.pop("b")
with suppress(KeyError):
    del d["zz"]
print(d)
def gen():
    with suppress(GeneratorExit):
        yield 1
        yield 2
g = gen(); next(g)
g.close()
print("close with suppress(GeneratorExit) ok")
