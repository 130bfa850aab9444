# timegm: the inverse of gmtime over many instants; normalisation of out-of-range fields; errors
import calendar, time
bad = 0
for k in range(-400, 400):
    s = k * 9876543 + k * k * 17
    if calendar.timegm(time.gmtime(s)) != s:
        bad += 1
print('roundtrip mismatches', bad)
for t in [(1970, 1, 1, 0, 0, 0), (2000, 2, 29, 12, 0, 0), (2024, 13, 1, 0, 0, 0), (2024, 0, 1, 0, 0, 0), (2024, 1, 0, 0, 0, 0),
          (2024, 1, 32, 0, 0, 0), (2024, 1, 1, 25, 0, 0), (2024, 1, 1, -1, 0, 0), (2024, 1, 1, 0, 61, 0), (2024, 1, 1, 0, 0, -30),
          (2024, 1, 1, 0, 0, 0.5), (1, 1, 1, 0, 0, 0), (9999, 12, 31, 23, 59, 59), (1960, 6, 15, 0, 0, 0), (2024, 2, 30, 0, 0, 0),
          (2024, 1, 1, 0, 0, 0, 99, 99, 99), [2024, 5, 5, 5, 5, 5], (2024.0, 1, 1, 0, 0, 0)]:
    try:
        print(t, calendar.timegm(t))
    except Exception as e:
        print(t, type(e).__name__, e)
for t in [(2024, 1, 1), (), 5, None, ('2024', 1, 1, 0, 0, 0)]:
    try:
        print(calendar.timegm(t))
    except Exception as e:
        print(type(e).__name__, e)
