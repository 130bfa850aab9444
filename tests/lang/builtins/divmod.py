def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(divmod, 7, 2); t(divmod, -7, 2); t(divmod, 7, -2); t(divmod, -7, -2); t(divmod, 0, 5); t(divmod, 7, 0)
t(divmod, 7.5, 2); t(divmod, -7.5, 2); t(divmod, 7, 2.5); t(divmod, 1.0, 0.0); t(divmod, 1.0, 0)
t(divmod, 10**30, 7); t(divmod, -(10**30), 7); t(divmod, 10**30, -(10**20)); t(divmod, True, 2)
t(divmod, float('inf'), 1); t(divmod, 1, float('inf')); t(divmod, -1, float('inf')); t(divmod, float('nan'), 1)
t(divmod, 'a', 1); t(divmod, 1, 'a'); t(divmod, None, 1); t(divmod, 1); t(divmod, 1, 2, 3); t(divmod, x=1, y=2)
for a in (-5, 5):
    for b in (-3, 3):
        q, r = divmod(a, b)
        print(q * b + r == a, end=' ')
print()
