def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

it = iter([1, 2])
t(next, it); t(next, it); t(next, it); t(next, it, 'end'); t(next, [1]); t(next, 1); t(next); t(next, it, 1, 2); t(next, iterator=it)
g = (x * x for x in range(2))
print(next(g), next(g), next(g, None))
try:
    next(g)
except StopIteration as e:
    print('StopIteration', repr(e), e.args, e.value)
t(next, iter({}), 0); t(next, iter(range(3)))
