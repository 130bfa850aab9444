# generator expressions: first iterable evaluated eagerly, the rest lazily, errors timing
log = []
def src(name, items):
    log.append(name)
    return items

g = (x + y for x in src("outer", [1, 2]) for y in src("inner", [10, 20]))
print(log)
print(next(g), log)
print(list(g), log)

try:
    g = (x for x in 5)
except TypeError as e:
    print("eager", type(e).__name__, e)

g = (x for x in [1] for y in 5)
print("lazy error not yet")
try:
    next(g)
except TypeError as e:
    print("lazy", type(e).__name__, e)

def boom():
    raise ValueError("first iter")
try:
    (x for x in boom())
except ValueError as e:
    print(type(e).__name__, e)

g = (1 / x for x in [1, 0, 2])
print(next(g))
try:
    next(g)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
print(list(g))

class It:
    def __iter__(self):
        print("iter called")
        return iter([7, 8])
g = (v for v in It())
print("created")
print(list(g))
cond_log = []
def cond(x):
    cond_log.append(x)
    return x % 2
g = (x for x in range(10) if cond(x))
print(next(g), cond_log)
print(next(g), cond_log)
