def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(isinstance, 1, int); t(isinstance, True, int); t(isinstance, 1, bool); t(isinstance, 1.0, (int, float)); t(isinstance, 'a', (int, (list, str)))
t(isinstance, [], list); t(isinstance, {}, dict); t(isinstance, None, type(None)); t(isinstance, int, type); t(isinstance, ValueError(), Exception)
t(isinstance, KeyError(), LookupError); t(isinstance, 1, ()); t(isinstance, 1, 1); t(isinstance, 1, (int, 1)); t(isinstance, 1, (1, int))
t(isinstance, 1, [int]); t(isinstance, 1); t(isinstance); t(isinstance, 1, int, 2); t(isinstance, 1, cls=int); t(isinstance, 1, 'int')
t(isinstance, range(1), range); t(isinstance, frozenset(), set); t(isinstance, b'', bytes); t(isinstance, len, type(len)); t(isinstance, 1, object) if False else None
