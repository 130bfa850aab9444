def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(pow, 2, 10); t(pow, 2, -1); t(pow, -2, 3); t(pow, 2, 0.5); t(pow, 0, 0); t(pow, 0, -1); t(pow, 0.0, -1)
t(pow, 2, 100); t(pow, 3, 4, 5); t(pow, 3, -1, 7); t(pow, 2, -1, 4); t(pow, 3, 4, 0); t(pow, 3, 4, -5); t(pow, 3, 4.0, 5); t(pow, 3.0, 4, 5)
t(pow, 10**20, 3, 10**9 + 7); t(pow, 2, 3, 1); t(pow, -3, 3, 5); t(pow, 1.5, 2); t(pow, 10.0, 400); t(pow, 2, 'a'); t(pow, 'a', 2)
t(pow, 2); t(pow); t(pow, 1, 2, 3, 4); t(pow, base=2, exp=5); t(pow, base=2, exp=5, mod=3); t(pow, True, 2); t(pow, 2, True)
t(pow, float('inf'), 0); t(pow, float('nan'), 0); t(pow, 1, float('nan')); t(pow, -1, float('inf')); t(pow, 0.0, float('-inf'))
