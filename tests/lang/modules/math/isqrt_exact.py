# isqrt over small values, squares and their neighbours, huge ints; checked exactly; errors
import math
bad = 0
for n in list(range(0, 2000)) + [k * k + d for k in (10**6, 2**32, 2**52 + 1, 10**20, 3**100) for d in (-1, 0, 1)]:
    r = math.isqrt(n)
    if not (r * r <= n < (r + 1) * (r + 1)):
        bad += 1
print('bad', bad)
print([math.isqrt(n) for n in (0, 1, 2, 3, 4, 15, 16, 17, 10**30, 10**31, 2**127, 2**128 - 1, 2**1000 + 12345)])
print(math.isqrt(True), math.isqrt(10**400) == 10**200, math.isqrt(10**401) // 10**190)
for b in [-1, -10**30, 1.0, '4', None, 2.5]:
    try:
        print(math.isqrt(b))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
