def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(iter, 1); t(iter, None); t(iter); t(iter, [], 1, 2); t(iter, 1, 2); t(iter, o=[])
it = iter([1, 2])
print(type(it).__name__, next(it), iter(it) is it, list(it), list(it))
for x in ['ab', (1,), {1: 2}, {3}, range(2), {1: 2}.values(), {1: 2}.items()]:
    i = iter(x)
    print(type(i).__name__, list(i))
n = [0]
def f():
    n[0] += 1
    return n[0]
print(list(iter(f, 4)))
s = iter(lambda: 1, 1)
print(list(s))
t(list, iter(len, 0))
l = [1, 2, 3]
it = iter(l)
next(it)
l.append(4)
print(list(it))
