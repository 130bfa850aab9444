def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(round, 2.5); t(round, 3.5); t(round, -2.5); t(round, 0.5); t(round, 2.675, 2); t(round, 1234.5678, -2); t(round, 1234, -2); t(round, 1250, -2)
t(round, 1350, -2); t(round, -1250, -2); t(round, 5); t(round, 5, 2); t(round, True); t(round, True, 1); t(round, 1.5, None); t(round, 1e300, -400)
t(round, 1.5, 400); t(round, float('inf')); t(round, float('nan')); t(round, float('inf'), 2); t(round, 10**30 + 5, -1); t(round, 2.5, 0)
t(round, 'a'); t(round, None); t(round, 1.5, 1.5); t(round, 1.5, '1'); t(round); t(round, 1, 2, 3); t(round, number=1.55, ndigits=1); t(round, 1e20)
t(round, 0.1 + 0.2, 15); t(round, -0.0); t(round, -0.4); t(round, -0.0, 1); t(round, 123.456, -1); t(round, 2**70, -5)
print(type(round(2.5)).__name__, type(round(2.5, 0)).__name__, type(round(5, 1)).__name__)
