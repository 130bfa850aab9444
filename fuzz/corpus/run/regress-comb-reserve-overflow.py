# comb: Pascal's triangle, symmetry, k > n, the 64-bit fast cases and
# beyond, huge n (big ints), checked against a plain formula.
import math

for n in range(0, 13):
    print(" ".join(str(math.comb(n, k)) for k in range(0, n + 2)))
for n, k in [(50, 25), (60, 30), (62, 31), (67, 33), (68, 34), (100, 50), (127, 63), (200, 100), (300, 7),
             (10**6, 3), (10**9, 2), (2**62, 2), (2**63 - 1, 2), (2**63, 2), (2**64, 3), (10**19, 10**19 - 2),
             (10**30, 0), (10**30, 1), (10**30, 10**15 - 1), (10**30, 10**30), (10**30, 10**31), (10**30, 5),
             (5, 10), (0, 0), (0, 1), (1, 0), (True, True), (True, False), (10, True)]:
    print(n, k, math.comb(n, k))
for n in [40, 97, 150, 401]:
    for k in [0, 1, 2, 3, n // 3, n // 2, n - 1, n]:
        f = math.factorial
        print(n, k, math.comb(n, k) == f(n) // (f(k) * f(n - k)))
print(math.comb(1000, 500) % 10**9, math.comb(10**20, 30) % 10**9, math.comb(2**70 + 5, 20) % 10**9)
print(math.comb(3000, 1500).bit_length(), math.comb(10**9, 10**3).bit_length())
