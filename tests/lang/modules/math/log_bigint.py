# Logarithms of ints beyond the double range: computed from bigint's
# mantissa and exponent, as CPython does, never an OverflowError.
import math

for e in [308, 309, 400, 1000, 5000, 20000]:
    n = 10**e
    print(e, repr(math.log(n)), repr(math.log10(n)), repr(math.log2(n)), repr(math.log(n, 10)),
          repr(math.log(n, 2)), repr(math.log(n + 1)), repr(math.log(n, n)))
for k in [1023, 1024, 1025, 2000, 10**4, 10**5]:
    n = 2**k
    print(k, repr(math.log2(n)), repr(math.log2(n - 1)), repr(math.log2(n + 1)), repr(math.log(n)),
          repr(math.log10(n)), repr(math.log(3, n)), repr(math.log(n, 3)))
print(repr(math.log(7**2000, 7**1000)), repr(math.log(2**1024 - 1)), repr(math.log(2**1024 - 2**970)))
print(repr(math.log(2**1024 - 2**970 - 1)), repr(math.log(2**1024 - 2**971)))
print(repr(math.log(10**400, 0.5)), repr(math.log(1.5, 10**400)), repr(math.log(10**400, 1.5)))
