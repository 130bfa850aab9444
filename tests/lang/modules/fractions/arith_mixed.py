# Fraction with int, bool, float on either side: the result's type and value
from fractions import Fraction as F
fs = [F(1, 3), F(-5, 2), F(4), F(0)]
others = [2, -3, True, 0, 0.5, -2.25, 10**20, 1e300, float('inf'), float('nan')]
for a in fs:
    for b in others:
        out = []
        for name, op in [('+', lambda x, y: x + y), ('-', lambda x, y: x - y), ('*', lambda x, y: x * y), ('/', lambda x, y: x / y),
                         ('//', lambda x, y: x // y), ('%', lambda x, y: x % y)]:
            for x, y in ((a, b), (b, a)):
                try:
                    r = op(x, y)
                    out.append(f'{r!r}:{type(r).__name__}')
                except Exception as e:
                    out.append(type(e).__name__)
        print(a, b, *out)
