# generator expression scope: loop variable does not leak, class-body names, closures over loop vars
x = "global x"
g = (x for x in range(3))
print(list(g), x)

def f():
    y = 10
    g = (y + i for i in range(3))
    y = 100
    return list(g)
print(f())

class K:
    vals = [1, 2, 3]
    doubled = list(v * 2 for v in vals)
    try:
        bad = list(v for v in range(2) if v in vals)
    except NameError as e:
        err = (type(e).__name__, str(e))
print(K.doubled, K.err)

fs = list((lambda: i) for i in range(3))
print([fn() for fn in fs])
fs = list((lambda i=i: i) for i in range(3))
print([fn() for fn in fs])

def nested():
    return list((a, b) for a in range(3) for b in range(a))
print(nested())
def shadow():
    i = "outer i"
    r = list(i for i in "ab")
    return r, i
print(shadow())
try:
    print(list(undefined_name for _ in [1]))
except NameError as e:
    print(type(e).__name__, e)
g = (z for z in [1])
try:
    z
except NameError as e:
    print(type(e).__name__, e)
