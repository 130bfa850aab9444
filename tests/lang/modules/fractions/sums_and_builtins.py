# sum, max, min, sorted, statistics-like use, and fractions as dict keys in loops
from fractions import Fraction as F
h = sum(F(1, k) for k in range(1, 31))
print(h, float(h))
print(sum([F(1, 2)] * 10), sum([F(1, 3), 1, 0.5]), sum([], F(0)), sum([0.1] * 3, F(0)))
print(sorted([F(1, k) for k in range(1, 8)], reverse=True))
print(max(F(1, 3), F(2, 7)), min([F(-1, 2), -0.4, F(-1)]), sorted({F(1, 2), 0.5, F(2, 4)}))
acc = F(1)
for k in range(1, 20):
    acc *= F(k, k + 1)
print(acc, acc == F(1, 20))
x = F(1)
for _ in range(8):
    x = (x + 2 / x) / 2
print(x.limit_denominator(10**6), float(x))
