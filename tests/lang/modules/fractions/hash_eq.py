# hash(Fraction) agrees with int and float hashes of equal values; dict and set keys
from fractions import Fraction as F
import sys
for f in [F(0), F(1), F(-1), F(1, 2), F(-1, 2), F(3, 4), F(10**30), F(-10**30), F(1, 3), F(2, 3), F(-7, 9), F(1, 10**20),
          F(1, sys.hash_info.modulus), F(sys.hash_info.modulus), F(2, sys.hash_info.modulus), F(sys.hash_info.modulus + 1, 3),
          F(0.1), F(2**-1074), F(1.5e300)]:
    print(f if f.denominator < 10**40 else 'big', hash(f))
print(hash(F(1, 2)) == hash(0.5), hash(F(5)) == hash(5), hash(F(-1)) == hash(-1), hash(F(0.1)) == hash(0.1), hash(F(10**30)) == hash(10**30))
d = {F(1, 2): 'a', 2: 'b', 0.25: 'c'}
print(d[0.5], d[F(2)], d[F(1, 4)], F(2, 4) in d, {F(1), 1, 1.0, True}, len({F(1, 3), F(2, 6), F(3, 9)}))
