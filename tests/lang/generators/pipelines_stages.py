# generator pipelines: stages composed lazily, order of evaluation interleaved, early stop
log = []
def source(n):
    for i in range(n):
        log.append("src%d" % i)
        yield i

def square(it):
    for x in it:
        log.append("sq%d" % x)
        yield x * x

def evens(it):
    for x in it:
        if x % 2 == 0:
            yield x

def take(n, it):
    for i, x in enumerate(it):
        if i >= n:
            return
        yield x

p = take(2, evens(square(source(100))))
print(log)
print(list(p))
print(log)

def batched(it, size):
    batch = []
    for x in it:
        batch.append(x)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch
print(list(batched(range(7), 3)))
print(list(batched([], 3)))

def running_total(it):
    total = 0
    for x in it:
        total += x
        yield total
print(list(running_total(range(1, 6))))

def grep(pattern, lines):
    return (l for l in lines if pattern in l)
def numbered(lines):
    for n, l in enumerate(lines, 1):
        yield "%d: %s" % (n, l)
text = "alpha\nbeta\ngamma\nalphabet\n".splitlines()
for line in numbered(grep("alp", text)):
    print(line)
print(sum(x * x for x in source(10) if x % 3))
def pairwise(it):
    it = iter(it)
    prev = next(it, None)
    for x in it:
        yield prev, x
        prev = x
print(list(pairwise("abcd")), list(pairwise("")))
