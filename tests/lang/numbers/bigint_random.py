# Differential: random large ints (an inline LCG, fixed seed) through every
# int operator, compared with python3. Sizes cross the places where the
# bigint code changes method: one and two 32-bit digits, the wide kernels'
# odd and even lengths, 128 digits (the interleaved one-digit division),
# quotients of one or two digits, the Karatsuba cutoff, long / short.
state = [2026]


def rnd(bits):
    v = 0
    for _ in range((bits + 63) // 64):
        state[0] = (state[0] * 6364136223846793005 + 1442695040888963407) % 2 ** 64
        v = (v << 64) | state[0]
    return v >> ((bits + 63) // 64 * 64 - bits)


def shaped(bits):
    k = rnd(3)
    if k == 0:
        return (1 << bits) - 1
    if k == 1:
        return 1 << bits
    if k == 2:
        return ((1 << bits) - 1) ^ ((1 << rnd(5)) - 1)
    return rnd(bits) | 1 << bits


SIZES = [1, 31, 32, 33, 63, 64, 65, 95, 200, 1000, 2047, 2080, 4000, 4095,
         4128, 6000, 9000, 20000]


def signed(x):
    return -x if rnd(1) else x


def digest(x):
    # The whole value matters: low bits, a residue mixing all of them,
    # the length and the top.
    h = hex(x)
    return f"{len(h)}:{h[:12]}:{h[-12:]}:{x % 1000000007}:{x % (2 ** 61 - 1)}"


checks = 0
for round_ in range(3):
    for sa in SIZES:
        for sb in SIZES:
            if rnd(2) and sa > 1000 and sb > 1000:
                continue
            a, b = signed(shaped(sa)), signed(shaped(sb))
            out = [digest(a + b), digest(a - b), digest(a * b), digest(a & b),
                   digest(a | b), digest(a ^ b), digest(~a), str(a < b),
                   str(a == b), str(a >= b)]
            if b:
                q, r = divmod(a, b)
                out += [digest(q), digest(r), digest(a // b), digest(a % b)]
                assert q * b + r == a
            # Quotients of one or two digits: b near a's size.
            c = signed(abs(a) // (rnd(40) + 1) + rnd(16) + 1)
            out += [digest(a // c), digest(a % c)]
            # One-digit divisors under a long dividend.
            d = signed(rnd(rnd(5) + 1) + 1)
            out += [digest(a // d), digest(a % d), str(divmod(a, d)[1])]
            out += [digest(a << (sb % 97)), digest(a >> (sb % 97)),
                    digest(a >> (sa // 2))]
            print(sa, sb, " ".join(out))
            checks += 1

# Powers, plain and modular (negative bases and exponent -1 inverses too).
for e in (0, 1, 2, 3, 7, 31, 32, 33, 100, 257):
    for base in (3, -7, 2 ** 32 - 1, -(2 ** 64 + 1), rnd(300), -rnd(999)):
        print("pow", e, digest(base ** e))
for bits in (5, 64, 200, 1000, 3000):
    m = shaped(bits) | 1
    for base in (2, -3, rnd(bits + 50), -rnd(bits)):
        print("powmod", bits, digest(pow(base, rnd(bits), m)),
              digest(pow(base, rnd(bits) + 1, -m)))
    x = rnd(bits) | 1
    if pow(x, 1, m) and m > 1:
        try:
            print("inv", bits, digest(pow(x, -1, m)))
        except ValueError as err:
            print("inv", bits, err)

# Decimal strings both ways, up to the 4300-digit limit and over it.
for bits in (1, 33, 64, 65, 300, 1000, 3000, 9000, 14000):
    for _ in range(3):
        x = signed(shaped(bits))
        s = str(x)
        assert int(s) == x
        print("str", bits, len(s), s[:30], s[-30:], digest(int(s[: len(s) // 2 + 1])))
for text in ("1" * 4300, "9" * 4300, "-" + "7" * 4300, "1" * 4301):
    try:
        print("parse", len(text), digest(int(text)))
    except ValueError as err:
        print("parse", len(text), err)
try:
    print(str(10 ** 4300))
except ValueError as err:
    print(err)
print(checks, "checks")
