# comb and perm tables: Pascal's rule checked exactly, big arguments, k > n, perm with k omitted
import math
rows = [[math.comb(n, k) for k in range(n + 1)] for n in range(30)]
print(all(rows[n][k] == rows[n - 1][k - 1] + rows[n - 1][k] for n in range(1, 30) for k in range(1, n)))
print(rows[29][:8], [math.perm(10, k) for k in range(12)], [math.perm(n) for n in range(8)])
print(math.comb(100, 50), math.comb(1000, 3), math.comb(10**6, 2), math.perm(50, 10), math.comb(300, 150) % 10**20, math.comb(5, 9), math.perm(5, 9))
print(math.comb(2**64, 2), math.perm(2**64, 2), math.comb(67, 33) == math.factorial(67) // (math.factorial(33) * math.factorial(34)))
print(math.comb(True, True), math.perm(7, False), math.comb(10**4, 5000) % 1000003)
for a in [(-1, 2), (5, -1), (5.0, 2), (5, 2.0), ('5', 2), (5,)]:
    for f in (math.comb, math.perm):
        try:
            print(f.__name__, a, f(*a))
        except (ValueError, TypeError) as e:
            print(f.__name__, a, type(e).__name__, e)
