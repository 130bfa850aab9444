def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(abs, -3); t(abs, 0); t(abs, -0.0); t(abs, -2.5); t(abs, True); t(abs, False)
t(abs, -10**30); t(abs, 10**30); t(abs, float('-inf')); t(abs, float('nan'))
t(abs, -(2**63)); t(abs, -(2**62))
t(abs, 'x'); t(abs, None); t(abs, [1]); t(abs); t(abs, 1, 2); t(abs, x=1)
print(type(abs(True)).__name__, type(abs(-1.0)).__name__)
