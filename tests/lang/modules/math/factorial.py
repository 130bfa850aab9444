# factorial: small values, the 64-bit edge, big results checked against
# a plain product, bools.
import math

for n in range(0, 35):
    print(n, math.factorial(n))
for n in [50, 100, 127, 128, 255, 256, 1000]:
    p = 1
    for i in range(2, n + 1):
        p *= i
    print(n, math.factorial(n) == p, math.factorial(n) % 1000000007, len(str(math.factorial(n))))
print(math.factorial(True), math.factorial(False), math.factorial(3000) % 10**9 + 7,
      math.factorial(5000).bit_length())
print(type(math.factorial(True)).__name__, math.perm(10), math.perm(10, None))
