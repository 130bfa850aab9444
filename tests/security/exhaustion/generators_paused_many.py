# technique: millions of paused generators kept alive (each holds a heap frame)
# expect-error: pysafe.LimitError: memory limit exceeded
gens = []
def g():
    yield 1
for i in range(10**7):
    it = g()
    next(it)
    gens.append(it)
