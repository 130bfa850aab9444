# strftime argument checks: out-of-range fields, wrong types, wrong lengths
import time
base = [2024, 6, 15, 12, 30, 45, 5, 167, 0]
for i, vals in enumerate([[0, 13, -1], [0, 32, -1], [-1, 24, 25], [-1, 60], [-1, 62], [-1, 7, -2], [0, 367, -1], [-2, 2]]):
    idx = [1, 2, 3, 4, 5, 6, 7, 8][i]
    for v in vals:
        t = list(base)
        t[idx] = v
        try:
            print(idx, v, repr(time.strftime('%Y-%m-%d %H:%M:%S %a %j', tuple(t))))
        except Exception as e:
            print(idx, v, type(e).__name__, e)
for fmt, t in [(5, tuple(base)), (None, tuple(base)), ('%Y', (1, 2)), ('%Y', tuple(base) + (0,) * 3), ('%Y', 'abcdefghi'),
               ('%Y', [2024, 1, 1, 0, 0, 0, 0, 1, 0]), ('%Y', (2024.5, 1, 1, 0, 0, 0, 0, 1, 0)), ('%Y', ('x', 1, 1, 0, 0, 0, 0, 1, 0)),
               ('%Y', 12345)]:
    try:
        print(repr(time.strftime(fmt, t)))
    except Exception as e:
        print(type(e).__name__, e)
