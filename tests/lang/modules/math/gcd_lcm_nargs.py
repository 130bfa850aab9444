# gcd and lcm of 0 to many arguments, zeros, negatives, huge ints; errors
import math
print(math.gcd(), math.lcm(), math.gcd(0), math.lcm(0), math.gcd(-7), math.lcm(-7), math.gcd(0, 0), math.lcm(0, 5))
print(math.gcd(12, 18, 30), math.lcm(4, 6, 10), math.gcd(-12, 18), math.lcm(-4, 6), math.gcd(2**100, 2**80 * 3), math.lcm(2**40, 3**30))
print(math.gcd(*range(10, 1000, 10)), math.lcm(*range(1, 30)), math.gcd(10**50 + 1, 10**50 - 1), math.lcm(*[7] * 20), math.gcd(True, 4))
seed = 5
ok = 0
for _ in range(300):
    seed = seed * 1103515245 + 12345 & 0x7fffffff
    a = seed % 10**9
    seed = seed * 1103515245 + 12345 & 0x7fffffff
    b = seed % 10**6 + 1
    g = math.gcd(a, b)
    ok += a % g == 0 and b % g == 0 and math.lcm(a, b) * g == a * b
print(ok)
for a in [(1.0, 2), (2, '4'), (None,), (1, 2, 3.5)]:
    for f in (math.gcd, math.lcm):
        try:
            print(f(*a))
        except TypeError as e:
            print(f.__name__, type(e).__name__, e)
