# generators in closures: captured variables read at resume time, nonlocal updates, factories
def make_counter(start):
    count = start
    def gen():
        nonlocal count
        while True:
            count += 1
            yield count
    def peek():
        return count
    return gen, peek

gen, peek = make_counter(10)
g = gen()
print(next(g), next(g), peek())
g2 = gen()
print(next(g2), next(g), peek())

def late_binding():
    x = 1
    def gen():
        yield x
        yield x
    g = gen()
    first = next(g)
    x = 2
    return first, next(g)
print(late_binding())

def factory(n):
    return [(lambda k=k: (yield k)) for k in range(n)]
print([list(f()) for f in factory(3)])

def outer():
    items = []
    def collector():
        while True:
            item = yield
            items.append(item)
    c = collector(); next(c)
    for w in "abc":
        c.send(w)
    return items
print(outer())

def gen_of_closures():
    for i in range(3):
        yield lambda: i
fs = list(gen_of_closures())
print([f() for f in fs])
g = gen_of_closures()
f0 = next(g)
print(f0())
next(g)
print(f0())

def unbound():
    def gen():
        yield v
    g = gen()
    try:
        next(g)
    except NameError as e:
        print(type(e).__name__, e)
    v = 5
unbound()
