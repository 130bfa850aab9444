def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(format, 1); t(format, 1, ''); t(format, 3.14159, '.2f'); t(format, 42, 'x'); t(format, 42, '#b'); t(format, 42, '08d')
t(format, 1234567, ','); t(format, 1234567.891, '_.2f'); t(format, 'ab', '>5'); t(format, 'ab', '*^7'); t(format, 0.5, '%')
t(format, 12, 'c'); t(format, -1, 'c'); t(format, 'x', 'd'); t(format, 1.5, 'd'); t(format, 1, 's'); t(format, [1], '')
t(format, [1], 'x'); t(format, None, ''); t(format, None, '>5'); t(format, True, 'd'); t(format, True, ''); t(format, True, '>6')
t(format, 1e100, 'e'); t(format, float('nan'), '+f'); t(format, float('-inf'), '08.2f'); t(format, 10**30, ','); t(format, 255, 'X')
t(format, 1, 2); t(format); t(format, 1, '', 3); t(format, value=1); t(format, 'abc', '.2'); t(format, 1, '.2'); t(format, 2.5, 'n')
t(format, 1, 'z'); t(format, 3, '=+5'); t(format, 'a', '=5'); t(format, 1.0, 'g'); t(format, 1e-7, 'g'); t(format, 123.0, '.0f')
t(format, 0.000012345, '.3g'); t(format, 1234.5, '.3e'); t(format, -0.0, ''); t(format, -0.0, 'z.1f'); t(format, 5, '^10b')
