# randbytes(n) over seeds and lengths; the stream it leaves behind
import random
SEEDS = list(range(-5, 40)) + [2**31 - 1, 2**32, 2**32 + 1, 2**63, 10**30, -10**30, 2**521 - 1, 12345678901234567890]
for s in SEEDS[::4]:
    r = random.Random(s)
    print(s, r.randbytes(0), r.randbytes(1).hex(), r.randbytes(3).hex(), r.randbytes(4).hex(), r.randbytes(5).hex(), r.randbytes(17).hex(), r.random().hex())
for bad in [-1, 1.5, None]:
    try:
        print(random.Random(1).randbytes(bad))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
