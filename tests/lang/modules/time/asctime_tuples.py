# asctime of given tuples: padding, every month and weekday, out-of-range checks
import time
for m in range(1, 13):
    print(time.asctime((2024, m, m * 2, m, m * 4, m * 5, (m + 2) % 7, m * 30, 0)))
for t in [(1, 1, 1, 0, 0, 0, 0, 1, 0), (999, 1, 1, 0, 0, 0, 0, 1, 0), (10000, 1, 1, 0, 0, 0, 0, 1, 0), (-5, 1, 1, 0, 0, 0, 0, 1, 0),
          (2024, 1, 1, 0, 0, 61, 0, 1, 0), (2024, 12, 31, 23, 59, 59, 6, 366, 1), (2024, 0, 0, 0, 0, 0, 0, 0, 0),
          time.gmtime(0), time.gmtime(1234567890), time.gmtime(-1)]:
    try:
        print(repr(time.asctime(t)))
    except Exception as e:
        print(type(e).__name__, e)
for bad in [(2024, 13, 1, 0, 0, 0, 0, 1, 0), (2024, 1, 32, 0, 0, 0, 0, 1, 0), (2024, 1, 1, 24, 0, 0, 0, 1, 0), (2024, 1, 1, 0, 0, 0, 7, 1, 0),
            (2024, 1, 1, 0, 0, 0, -2, 1, 0), (2024, 1, 1, 0, 0, 0, 0, 367, 0), (1, 2, 3), 'x', 12, [2024, 1, 1, 0, 0, 0, 0, 1, 0]]:
    try:
        print(repr(time.asctime(bad)))
    except Exception as e:
        print(type(e).__name__, e)
