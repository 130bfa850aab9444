def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

def f(): pass
t(callable, f); t(callable, len); t(callable, int); t(callable, [].append); t(callable, lambda: 0); t(callable, 1)
t(callable, 'len'); t(callable, None); t(callable, ValueError); t(callable, ValueError()); t(callable, str.upper)
t(callable, (x for x in [])); t(callable, map(len, [])); t(callable, type); t(callable, callable)
t(callable); t(callable, 1, 2); t(callable, obj=1)
