# int seeds: the absolute value's 32-bit words, as CPython's init_by_array
import random
seeds = [0, 1, 2, 41, 42, -1, -42, 2**31, 2**32 - 1, 2**32, 2**32 + 1, 2**63, 2**64 - 1,
         2**64, -(2**64), 10**50, -(10**50), 3**300, 2**19937, True, False]
for s in seeds:
    random.seed(s)
    print(s % 1000003, [random.random() for _ in range(3)])
