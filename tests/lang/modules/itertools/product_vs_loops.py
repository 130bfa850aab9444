# product against nested comprehensions for many sizes and repeat values; lengths; empty inputs
from itertools import product
import math
checks = 0
for a in range(0, 4):
    for b in range(0, 4):
        for c in range(0, 3):
            A, B, C = list(range(a)), 'xyz'[:b], [True, False][:c]
            got = list(product(A, B, C))
            want = [(x, y, z) for x in A for y in B for z in C]
            checks += got == want
print(checks)
for r in range(0, 5):
    got = list(product('ab', repeat=r))
    print(r, len(got), got[:3], got[-1] if got else None)
print(list(product()), list(product([])), list(product([], repeat=0)), list(product(range(2), range(3), repeat=2))[:5], len(list(product(range(3), repeat=6))) == 3**6)
for bad in [dict(repeat=-1), dict(repeat=1.5), dict(repeat='2')]:
    try:
        print(list(product('ab', **bad)))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
