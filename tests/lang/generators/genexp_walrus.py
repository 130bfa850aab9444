# walrus inside comprehensions and generator expressions binds in the enclosing scope (PEP 572)
def f(items):
    if any((found := x) > 2 for x in items):
        return "found", found
    return "none", found

print(f([1, 2, 3, 4]))
print(f([0, 1]))

def g():
    total = 0
    partial = [total := total + v for v in range(5)]
    return partial, total
print(g())

def h():
    ys = list((last := n) * 2 for n in "abc")
    return ys, last
print(h())

def lazy():
    gen = (seen := v for v in [5, 6])
    try:
        seen
    except NameError as e:
        print("before", type(e).__name__)
    next(gen)
    return seen
try:
    print(lazy())
except UnboundLocalError as e:
    print(type(e).__name__, e)

top = [m := i for i in range(3)]
print(top, m)
print({k: (kv := k * 2) for k in range(2)}, kv)
print({(sv := c) for c in "a"}, sv)

def counter():
    n = 0
    def inner():
        return [n := n + 1 for _ in range(3)]
    return inner
try:
    print(counter()())
except UnboundLocalError as e:
    print(type(e).__name__, e)

def nested_scope():
    def inner():
        nonlocal_value = [(res := j) for j in range(2)]
        return res
    return inner()
print(nested_scope())
