# randrange/randint through _randbelow_with_getrandbits
import random
r = random.Random(5)
print([r.randrange(10) for _ in range(20)])
print([r.randrange(3, 30) for _ in range(20)])
print([r.randrange(100, 0, -7) for _ in range(20)])
print([r.randrange(-50, 50, 3) for _ in range(20)])
print([r.randint(1, 6) for _ in range(30)])
print([r.randint(-(10**40), 10**40) for _ in range(5)])
print(r.randrange(2**200), r.randrange(1), r.randint(7, 7))
print(r.randrange(3.0), r.randrange(2.0, 9.0))
for args in [(0,), (-5,), (5, 5), (5, 1), (1, 10, 0), (1, 10, -1), (10, 1, 1), (1.5,), (1, 2.5), (1, 9, 1.5), (3, None, 2)]:
    try:
        print(r.randrange(*args))
    except (ValueError, TypeError) as e:
        print(args, type(e).__name__, e)
for bad in ["a", None, [1]]:
    try:
        r.randrange(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__)
