# sys.int_info and sys.hash_info: fields and the hash rules they describe
import sys
ii, hi = sys.int_info, sys.hash_info
print(ii.bits_per_digit, ii.sizeof_digit, len(ii) >= 2, ii[0])
print(hi.width, hi.modulus, hi.inf, hi.nan, hi.imag, hi.algorithm, hi.hash_bits, hi.seed_bits, hi.cutoff)
M = hi.modulus
print(M == 2**61 - 1, hash(M), hash(M + 1), hash(-M), hash(2 * M + 5), hash(float('inf')) == hi.inf, hash(float('-inf')) == -hi.inf)
for n in [0, 1, -1, -2, 2**61 - 2, 2**61, 2**64, -2**64, 10**30, -(10**30), 2**100 + 17]:
    print(n, hash(n), hash(n) == (n % M if n >= 0 else -((-n) % M)) or hash(n) == -2)
print(hash(0.5) == (M + 1) // 2, hash(-0.5), hash(1.5), hash(2.0**-1074), hash(1e308))
