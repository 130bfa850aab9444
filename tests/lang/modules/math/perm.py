# perm: n! / (n-k)!, k > n gives 0, k omitted or None gives n!, big n.
import math

for n in range(0, 10):
    print(" ".join(str(math.perm(n, k)) for k in range(0, n + 2)), math.perm(n), math.perm(n, None))
for n, k in [(20, 10), (20, 20), (21, 21), (30, 5), (100, 50), (127, 64), (10**6, 3), (2**62, 2),
             (2**63 - 1, 2), (2**63, 2), (2**64, 3), (10**30, 0), (10**30, 1), (10**30, 3), (5, 10), (0, 0),
             (True, True), (10, True), (10, False)]:
    print(n, k, math.perm(n, k))
for n in [40, 97, 150]:
    for k in [0, 1, 2, 5, n // 2, n - 1, n]:
        f = math.factorial
        print(n, k, math.perm(n, k) == f(n) // f(n - k))
print(math.perm(1000, 500) % 10**9, math.perm(10**20, 30) % 10**9, math.perm(3000).bit_length())
