# permutations / combinations / combinations_with_replacement: counts equal math.perm/comb, lexicographic order, r edge cases
from itertools import permutations, combinations, combinations_with_replacement as cwr
import math
ok = 0
for n in range(0, 7):
    pool = list(range(n))
    for r in range(0, 8):
        p, c, w = list(permutations(pool, r)), list(combinations(pool, r)), list(cwr(pool, r))
        ok += len(p) == math.perm(n, r)
        ok += len(c) == math.comb(n, r)
        ok += len(w) == (math.comb(n + r - 1, r) if n else (1 if r == 0 else 0))
        ok += p == sorted(p) and c == sorted(c) and w == sorted(w)
        ok += all(len(set(t)) == r for t in p) and all(list(t) == sorted(t) for t in w)
print(ok, 7 * 8 * 5)
print(list(permutations('abc')), list(permutations('abc', 0)), list(permutations([], 0)), list(combinations('abcd', 2)), list(cwr('ab', 3)))
print(list(permutations([1, 1, 2])), list(combinations([2, 1, 2], 2)))
for f in (permutations, combinations, cwr):
    for r in (-1, 1.5, 'x'):
        try:
            print(list(f('abc', r)))
        except (ValueError, TypeError) as e:
            print(f.__name__, type(e).__name__, e)
