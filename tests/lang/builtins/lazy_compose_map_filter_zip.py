# lazy built-in iterators composed: map/filter/zip/enumerate/reversed pull items only on demand
log = []
def src(n):
    for i in range(n):
        log.append("src%d" % i)
        yield i
def sq(x):
    log.append("sq%d" % x)
    return x * x
def odd(x):
    log.append("odd%d" % x)
    return x % 2

pipe = enumerate(filter(odd, map(sq, src(10))), 1)
print(log)
print(next(pipe), log)
log.clear()
print(next(pipe), log)
log.clear()
z = zip(map(sq, src(3)), "ab")
print(list(z), log)
log.clear()
m = map(lambda a, b: a + b, src(5), [10, 20])
print(list(m), log)
log.clear()
r = map(sq, reversed([1, 2, 3]))
print(log, next(r), log)
f = filter(None, map(lambda s: s.strip(), [" a ", "  ", "b", ""]))
print(list(f))
print(list(zip(*map(str.split, ["a b", "c d", "e f"]))))
e = enumerate(zip("xy", map(str.upper, "xy")), start=-1)
print(list(e))
mm = map(sq, [1, 2])
print(type(mm).__name__, iter(mm) is mm, list(mm), list(mm))
ff = filter(lambda x: x > 1, iter([3, 1, 2]))
print(type(ff).__name__, list(ff))
