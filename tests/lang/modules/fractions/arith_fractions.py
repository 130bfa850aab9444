# + - * / // % divmod between Fractions, exact and normalised
from fractions import Fraction as F
vals = [F(0), F(1), F(-1), F(1, 2), F(-1, 3), F(5, 7), F(-22, 7), F(10**20, 3), F(1, 10**15), F(7, 1)]
for a in vals:
    row = []
    for b in vals:
        r = [a + b, a - b, a * b]
        for op in (lambda: a / b, lambda: a // b, lambda: a % b, lambda: divmod(a, b)):
            try:
                r.append(op())
            except ZeroDivisionError as e:
                r.append(type(e).__name__ + ': ' + str(e))
        row.append(r)
    for r in row:
        print(*r)
