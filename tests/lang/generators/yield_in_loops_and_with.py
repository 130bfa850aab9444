# yield inside while/for/with/try, nested loops with continue and break, yield in with-block and exit order
log = []
class CM:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        log.append("enter " + self.name)
        return self.name
    def __exit__(self, t, v, tb):
        log.append("exit %s %s" % (self.name, t.__name__ if t else None))
        return False

def g():
    with CM("a") as a:
        yield a
        with CM("b") as b:
            yield b
    yield "out"

print(list(g()), log)
log.clear()
it = g(); next(it); next(it)
it.close()
print(log)
log.clear()
it = g(); next(it)
try:
    it.throw(KeyError("k"))
except KeyError as e:
    print(type(e).__name__, log)

def loops():
    for i in range(4):
        if i == 1:
            continue
        j = 0
        while True:
            j += 1
            if j > i:
                break
            yield (i, j)
print(list(loops()))

def try_continue():
    for i in range(3):
        try:
            if i == 1:
                continue
            yield i
        finally:
            yield "fin%d" % i
print(list(try_continue()))
