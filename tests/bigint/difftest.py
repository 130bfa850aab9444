#!/usr/bin/env python3
"""Differential test of vm/bigint against python3's int.

Generates thousands of random operations (sizes from 0 to several thousand
bits, every sign combination, edge values such as +-2**k+-1 and runs of
ones across digit boundaries), runs tests/bigint/bidrive once over all of
them, and compares every answer with what python3 computes, exactly:
integers as hex, floats by their bits, errors by kind.

usage: difftest.py BIDRIVE [--seed N] [--scale F]
"""
import math
import random
import subprocess
import sys
import time

# The generator itself needs long decimal strings; the limit is then set
# explicitly wherever a case is about it.
sys.set_int_max_str_digits(0)


def hx(v):
    return ('-' if v < 0 else '') + format(abs(v), 'x')


def fx(x):
    """A double as C's %a would be re-read: compare by value and sign."""
    return repr(x)


class Gen:
    def __init__(self, rnd):
        self.r = rnd

    def bits(self):
        r = self.r.random()
        if r < 0.25:
            return self.r.randint(0, 70)
        if r < 0.55:
            return self.r.randint(0, 400)
        if r < 0.85:
            return self.r.randint(0, 3500)
        return self.r.randint(3000, 9000)

    def mag(self, nbits=None):
        n = self.bits() if nbits is None else nbits
        k = self.r.random()
        if n == 0:
            return 0
        if k < 0.10:
            return 1 << (n - 1)
        if k < 0.20:
            return (1 << n) - 1
        if k < 0.27:
            return (1 << n) + self.r.choice((-1, 1))
        if k < 0.34:
            # A run of ones across a digit boundary: carries all the way.
            lo = self.r.randint(0, n)
            return ((1 << n) - 1) ^ ((1 << lo) - 1)
        if k < 0.40:
            # Multiples of 32 bits: digit boundaries exactly.
            m = max(1, n // 32) * 32
            return (1 << m) - self.r.choice((0, 1, 2))
        v = self.r.getrandbits(n)
        return v | (1 << (n - 1))

    def int(self, nbits=None):
        v = self.mag(nbits)
        return -v if self.r.random() < 0.5 else v

    def nonzero(self, nbits=None):
        v = self.int(nbits)
        return v if v else self.r.choice((1, -1, 7, -(1 << 40)))


def err_of(exc):
    msg = str(exc)
    if isinstance(exc, ZeroDivisionError):
        return 'ERR zerodiv'
    if 'not invertible' in msg:
        return 'ERR notinvertible'
    if 'cannot be 0' in msg:
        return 'ERR zerodiv'
    if 'negative int to unsigned' in msg:
        return 'ERR negative'
    if 'must be nonnegative' in msg:
        return 'ERR negative'
    if 'Exceeds the limit' in msg:
        if 'value has' in msg:
            n = msg.split('value has ')[1].split(' ')[0]
            return 'ERR limit ' + n
        return 'ERR limit'
    if isinstance(exc, OverflowError):
        return 'ERR overflow'
    if isinstance(exc, ValueError):
        return 'ERR value'
    raise exc


def expect(fn):
    try:
        return fn()
    except (ArithmeticError, ValueError) as e:
        return err_of(e)


def with_limit(limit, fn):
    sys.set_int_max_str_digits(limit)
    try:
        return expect(fn)
    finally:
        sys.set_int_max_str_digits(0)


def parse_text(g):
    """A random int() argument: mostly valid, often subtly not."""
    r = g.r
    base = r.choice([0, 0, 0, 10, 10, 16, 2, 8, 36, 3, 7, r.randint(2, 36)])
    real = base if base else r.choice([10, 16, 8, 2])
    v = g.mag(r.choice([0, 8, 64, 300, 2000]))
    digits = ''
    while True:
        digits = (digits_in(v, real) if v else '0')
        break
    if r.random() < 0.3:
        digits = digits.upper()
    if r.random() < 0.3:
        # underscores between digits
        s = list(digits)
        out = []
        for i, ch in enumerate(s):
            out.append(ch)
            if i + 1 < len(s) and r.random() < 0.2:
                out.append('_')
        digits = ''.join(out)
    prefix = ''
    if real in (16, 8, 2) and (base == 0 or r.random() < 0.5):
        prefix = '0' + {16: 'x', 8: 'o', 2: 'b'}[real]
        if r.random() < 0.3:
            prefix = prefix.upper()
        if r.random() < 0.2:
            prefix += '_'
    sign = r.choice(['', '', '-', '+'])
    ws1 = r.choice(['', '', ' ', '\t\n ', '\x0b\x0c\r'])
    ws2 = r.choice(['', '', ' ', '\n', '  \t'])
    s = ws1 + sign + prefix + digits + ws2
    k = r.random()
    if k < 0.25:
        # Break it somewhere.
        pos = r.randint(0, len(s))
        junk = r.choice(['_', '__', 'x', ' ', '-', '+', 'g', 'z', '0', '9',
                         '\x00', '\x1c', '.', '0x', '0b', '00'])
        s = s[:pos] + junk + s[pos:]
    elif k < 0.3:
        s = r.choice(['', ' ', '-', '+', '_', '0x', '0b_', '0_0', '00', '010',
                      '0_', '1__0', '0o7', '0O17', '+0', '-0', ' 0x_f ',
                      '_1', '1_', '0b2', '0xg'])
    return s, base


def digits_in(v, base):
    if base == 10:
        return str(v)
    if base == 16:
        return format(v, 'x')
    if base == 8:
        return format(v, 'o')
    if base == 2:
        return format(v, 'b')
    out = []
    while v:
        v, d = divmod(v, base)
        out.append('0123456789abcdefghijklmnopqrstuvwxyz'[d])
    return ''.join(reversed(out)) or '0'


def frexp_exact(a):
    """|a| rounded half-even to 53 bits, as (mantissa in [0.5, 1), exp)."""
    if a == 0:
        return 0.0, 0
    m = abs(a)
    n = m.bit_length()
    e = 0
    if n > 53:
        sh = n - 53
        q, rem = divmod(m, 1 << sh)
        half = 1 << (sh - 1)
        if rem > half or (rem == half and q & 1):
            q += 1
        m, e = q, sh
    bits = m.bit_length()
    mant = math.ldexp(float(m), -bits)
    return (-mant if a < 0 else mant), e + bits


def cases(g, scale):
    r = g.r
    out = []   # (op, line, expected)

    def add(op, line, exp):
        out.append((op, line, exp))

    def n(k):
        return max(1, int(k * scale))

    for _ in range(n(700)):
        a, b = g.int(), g.int()
        add('add', f'add {hx(a)} {hx(b)}', hx(a + b))
        add('sub', f'sub {hx(a)} {hx(b)}', hx(a - b))
        add('cmp', f'cmp {hx(a)} {hx(b)}', str((a > b) - (a < b)))
        if r.random() < 0.1:
            add('sub', f'sub {hx(a)} {hx(a)}', '0')
            add('cmp', f'cmp {hx(a)} {hx(a)}', '0')
    for _ in range(n(600)):
        a, b = g.int(), g.int()
        if r.random() < 0.3:
            # Both sides of the Karatsuba cutoff and unbalanced shapes.
            a = g.int(r.randint(40 * 32, 200 * 32))
            b = g.int(r.choice([r.randint(1, 60 * 32), r.randint(40 * 32, 400 * 32)]))
        add('mul', f'mul {hx(a)} {hx(b)}', hx(a * b))
        if r.random() < 0.3:
            add('sqr', f'sqr {hx(a)}', hx(a * a))
    for _ in range(n(900)):
        a = g.int()
        b = g.int(r.choice([g.bits(), r.randint(0, 64), r.randint(0, a.bit_length() + 40)]))
        if r.random() < 0.1:
            b = 0
        if r.random() < 0.1 and b:
            a = b * g.int(r.randint(0, 200)) + r.choice([0, 1, -1])
        exp = expect(lambda: '%s %s' % (hx(a // b), hx(a % b)))
        add('divmod', f'divmod {hx(a)} {hx(b)}', exp)
    for _ in range(n(300)):
        # One-digit divisors under long dividends: the wide single-digit
        # division and its four interleaved segments (from 128 digits),
        # odd and even lengths.
        a = g.int(r.randint(0, 700 * 32))
        b = g.int(r.randint(1, 32)) or 1
        add('divmod', f'divmod {hx(a)} {hx(b)}', f'{hx(a // b)} {hx(a % b)}')
    for _ in range(n(300)):
        # Odd one-digit divisors under dividends of 128 digits and more:
        # the Hensel division (bigint.c's divexact_1) in four segments,
        # every length mod 8 digits, exact multiples (the script's
        # `while g % 7 == 0: g //= 7`) and remainders at both ends, and
        # the divisors whose arithmetic is tightest (3, 2^32 - 1).
        d = r.choice([3, 7, (1 << 32) - 1, (1 << 32) - 3, (1 << 31) + 1,
                      r.getrandbits(32) | 1, r.getrandbits(r.randint(2, 31)) | 1])
        nd = r.randint(128, 600) * 32 - r.randint(0, 31)
        k = g.mag(nd)
        a = k * d + r.choice([0, 0, 1, d - 1, r.randint(0, d - 1)])
        a, b = r.choice([1, -1]) * a, r.choice([1, -1]) * d
        add('divmod', f'divmod {hx(a)} {hx(b)}', f'{hx(a // b)} {hx(a % b)}')
    for _ in range(n(300)):
        # Quotients of one or two digits (the short division path): its
        # estimate from the top bits falls short by up to three near
        # 2^64 and when b's top 64 bits are 2^63 or all ones.
        nb = r.randint(33, 3000)
        k = r.random()
        if k < 0.2:
            b = 1 << (nb - 1)
        elif k < 0.4:
            b = ((1 << 64) - 1) << (nb - 64) if nb > 64 else (1 << nb) - 1
        else:
            b = g.mag(nb)
        q = r.choice([r.getrandbits(64), (1 << 64) - 1 - r.randint(0, 5),
                      (1 << 32) - 1 - r.randint(0, 5), r.randint(0, 20)])
        a = b * q + r.choice([0, b - 1, r.randint(0, b - 1)])
        a, b = r.choice([1, -1]) * a, r.choice([1, -1]) * b
        add('divmod', f'divmod {hx(a)} {hx(b)}', f'{hx(a // b)} {hx(a % b)}')
    for _ in range(n(400)):
        # Quotients below 2^31 without the remainder (a // b decided from
        # the top digits, bigint_div.c's div_small_quotient): exact
        # multiples and their neighbours (the comparison then runs to the
        # last digit), divisors whose top digit is 1 or all ones, bit
        # lengths either side of the 30-bit gap that selects the path,
        # every sign combination. bidrive checks the q-only answer
        # against divmod's.
        nb = r.randint(33, 4000)
        k = r.random()
        if k < 0.15:
            b = (1 << (nb - 1)) + r.getrandbits(r.randint(0, nb - 1))
        elif k < 0.3:
            b = ((1 << 32) - 1) << (nb - 32) | r.getrandbits(nb - 32)
        elif k < 0.4:
            b = 1 << (32 * (nb // 32)) | r.getrandbits(r.randint(0, 32 * (nb // 32)))
        else:
            b = g.mag(nb)
        q = r.choice([r.randint(0, 20), r.getrandbits(r.randint(1, 31)),
                      (1 << 31) - 1 - r.randint(0, 3), (1 << 30) + r.randint(-2, 2),
                      (1 << r.randint(29, 33)) - r.randint(0, 2)])
        a = b * q + r.choice([0, 1, -1, b - 1, b, r.randint(0, b - 1), -r.randint(0, b - 1)])
        if a < 0:
            a = b * q
        a, b = r.choice([1, -1]) * a, r.choice([1, -1]) * b
        add('divmod', f'divmod {hx(a)} {hx(b)}', f'{hx(a // b)} {hx(a % b)}')
    # Knuth D's rare add-back step (found by instrumenting the loop), in
    # every sign combination.
    for a0, b0 in ((0xfffffffe800000010000000080000001, 0xfffffffe800000012f7129f6),):
        for a, b in ((a0, b0), (-a0, b0), (a0, -b0), (-a0, -b0)):
            add('divmod', f'divmod {hx(a)} {hx(b)}', f'{hx(a // b)} {hx(a % b)}')
    for _ in range(n(900)):
        a = g.int()
        b = g.int(r.choice([g.bits(), r.randint(0, 60), max(0, a.bit_length() + r.randint(-1200, 1200))]))
        if r.random() < 0.05:
            b = 0
        k = r.random()
        if k < 0.1:
            # Near the overflow and underflow edges.
            b = g.nonzero(r.randint(1, 300))
            a = g.nonzero(b.bit_length() + r.randint(1015, 1030))
        elif k < 0.2:
            a = g.nonzero(r.randint(1, 300))
            b = g.nonzero(a.bit_length() + r.randint(1015, 1085))
        elif k < 0.3:
            # Ties: an exact quotient with 54 or 55 significant bits.
            q = (r.getrandbits(53) | 1 << 53) | 1
            b = g.nonzero(r.randint(1, 2000))
            a = q * b << r.randint(0, 5)
        exp = expect(lambda: fx(a / b))
        add('truediv', f'truediv {hx(a)} {hx(b)}', exp)
    for _ in range(n(250)):
        a = g.int(r.choice([r.randint(0, 10), r.randint(0, 70), r.randint(0, 500)]))
        e = r.randint(0, r.choice([3, 20, 200, 2000]))
        if a.bit_length() * e > 60000:
            e = 60000 // max(1, a.bit_length())
        if r.random() < 0.05:
            a = r.choice([0, 1, -1])
            e = r.getrandbits(200)
        elif r.random() < 0.3:
            # Bases whose log2 sits just below an integer, or is small:
            # the size bound is tightest there.
            a = r.choice([3, 5, 7, 10, (1 << r.randint(2, 300)) - 1,
                          (1 << r.randint(2, 300)) + 1]) * r.choice([1, -1])
            e = r.randint(0, 60000 // max(1, a.bit_length()))
        add('pow', f'pow {hx(a)} {hx(e)}', hx(a ** e))
    for _ in range(n(300)):
        a = g.int()
        m = g.nonzero(r.choice([r.randint(1, 64), r.randint(1, 600), r.randint(1, 2500)]))
        if r.random() < 0.05:
            m = r.choice([0, 1, -1])
        e = g.int(r.choice([r.randint(0, 8), r.randint(0, 100), r.randint(0, 300)]))
        if r.random() < 0.2:
            e = -abs(e) or -1
        exp = expect(lambda: hx(pow(a, e, m)))
        add('powmod', f'powmod {hx(a)} {hx(e)} {hx(m)}', exp)
    for _ in range(n(500)):
        a = g.int()
        s = r.choice([0, 1, 31, 32, 33, 63, 64, 65, r.randint(0, 100),
                      r.randint(0, 5000), a.bit_length(), a.bit_length() + 1,
                      max(0, a.bit_length() - 1)])
        add('lshift', f'lshift {hx(a)} {s}', hx(a << s))
        add('rshift', f'rshift {hx(a)} {s}', hx(a >> s))
    for a in (-1, -2, 1, 0, -(1 << 64), -(1 << 64) + 1):
        for s in (0, 1, 63, 64, 65, 1000, 2**63, 2**64 - 1):
            add('rshift', f'rshift {hx(a)} {s}', hx(a >> s))
    for _ in range(n(500)):
        a, b = g.int(), g.int()
        add('and', f'and {hx(a)} {hx(b)}', hx(a & b))
        add('or', f'or {hx(a)} {hx(b)}', hx(a | b))
        add('xor', f'xor {hx(a)} {hx(b)}', hx(a ^ b))
        add('invert', f'invert {hx(a)}', hx(~a))
    for _ in range(n(500)):
        a = g.int()
        if r.random() < 0.1:
            a = r.choice([0, -1, 1, -2, 2**61 - 1, -(2**61 - 1), 2**61, 2**122 - 2])
        add('bits', f'bits {hx(a)}',
            f'{a.bit_length()} {abs(a).bit_count()} {hash(a)}')
    for _ in range(n(600)):
        a = g.int(r.choice([r.randint(0, 70), r.randint(0, 1100), r.randint(1000, 1100), r.randint(0, 3000)]))
        if r.random() < 0.2:
            # Halfway cases: 54 significant bits with a set last bit.
            a = ((r.getrandbits(52) | 1 << 52) * 2 + 1) << r.randint(0, 980)
            if r.random() < 0.5:
                a += r.choice([1, -1])
            if r.random() < 0.5:
                a = -a
        add('todouble', f'todouble {hx(a)}', expect(lambda: fx(float(a))))
        m, e = frexp_exact(a)
        add('frexp', f'frexp {hx(a)}', f'{fx(m)} {e}')
        add('toi64', f'toi64 {hx(a)}', str(a) if -2**63 <= a < 2**63 else 'ERR overflow')
    for v in (2**63 - 1, -2**63, 2**63, -2**63 - 1, 2**64, 2**64 - 1):
        add('toi64', f'toi64 {hx(v)}', str(v) if -2**63 <= v < 2**63 else 'ERR overflow')
    for _ in range(n(400)):
        k = r.random()
        if k < 0.05:
            x = r.choice([math.inf, -math.inf, math.nan, 0.0, -0.0, 0.5, -0.5,
                          1e308, -1.7976931348623157e308, 5e-324])
        else:
            x = math.ldexp(r.uniform(-1, 1), r.randint(-60, 1024))
            if r.random() < 0.2:
                x = float(round(x))
        if math.isinf(x) or math.isnan(x):
            a = 0
            exp = 'ERR overflow' if math.isinf(x) else 'ERR value'
        else:
            iv = int(x)
            a = iv + r.choice([0, 0, 1, -1, r.getrandbits(5)])
            if r.random() < 0.2:
                a = -a
            exp = f'{hx(iv)} {(a > x) - (a < x)}'
        add('fromdouble', f'fromdouble {x.hex()} {hx(a)}', exp)
    for _ in range(n(500)):
        a = g.int(r.choice([r.randint(0, 70), r.randint(0, 600)]))
        signed = r.random() < 0.6
        nbytes = max(0, (a.bit_length() + 8) // 8 + r.choice([-1, 0, 0, 1, 5, -2]))
        if r.random() < 0.1:
            nbytes = r.randint(0, 3)
        order = r.choice(['little', 'big'])
        exp = expect(lambda: a.to_bytes(nbytes, order, signed=signed).hex() or '-')
        add('tobytes', f'tobytes {hx(a)} {nbytes} {order[0]} {int(signed)}', exp)
        bs = bytes(r.getrandbits(8) for _ in range(r.choice([0, 1, 4, 5, 8, 9, r.randint(0, 200)])))
        if bs and r.random() < 0.3:
            bs = r.choice([b'\x80', b'\xff']) + bs[1:]
        add('frombytes', f'frombytes {bs.hex() or "-"} {order[0]} {int(signed)}',
            hx(int.from_bytes(bs, order, signed=signed)))
    for _ in range(n(500)):
        a = g.int()
        base = r.choice([2, 8, 10, 10, 16])
        limit = 0
        if base == 10:
            if r.random() < 0.3:
                # Around the 4300-digit boundary.
                d = r.randint(4290, 4310)
                a = r.choice([10 ** d - 1, 10 ** (d - 1), r.randint(10 ** (d - 1), 10 ** d - 1)])
                a = -a if r.random() < 0.5 else a
                limit = 4300
                exp = with_limit(4300, lambda: str(a))
            else:
                limit = r.choice([0, 0, 4300])
                exp = with_limit(limit, lambda: str(a))
        else:
            exp = ('-' if a < 0 else '') + format(abs(a), {2: 'b', 8: 'o', 16: 'x'}[base])
        add('tostr', f'tostr {hx(a)} {base} {limit}', exp)
    for _ in range(n(1500)):
        s, base = parse_text(g)
        limit = r.choice([0, 4300, 4300, 640])
        exp = with_limit(limit, lambda: hx(int(s, base)))
        add('parse', f'parse {s.encode().hex() or "-"} {base} {limit}', exp)
    alphabet = '0123456789abcxyzABXO_ +-\t\n\x0b\x00\x1c\x7f.'
    for _ in range(n(500)):
        # Plain junk: short random ASCII over the characters that matter.
        s = ''.join(r.choice(alphabet) for _ in range(r.randint(0, 10)))
        base = r.choice([0, 10, 16, 2, 8, 36])
        add('parse', f'parse {s.encode().hex() or "-"} {base} 0',
            expect(lambda: hx(int(s, base))))
    for d in (4299, 4300, 4301, 5000):
        s = '7' * d
        for base in (10, 36, 16):
            add('parse', f'parse {s.encode().hex()} {base} 4300',
                with_limit(4300, lambda: hx(int(s, base))))
    for _ in range(n(300)):
        a, b = g.int(), g.int(r.choice([g.bits(), r.randint(0, 64)]))
        if r.random() < 0.2:
            c = g.int(r.randint(1, 500))
            a, b = a * c, b * c
        add('gcd', f'gcd {hx(a)} {hx(b)}', hx(math.gcd(a, b)))
    for _ in range(n(300)):
        a = g.int()
        if r.random() < 0.2 and a:
            root = abs(a) >> (abs(a).bit_length() // 2)
            a = root * root + r.choice([-1, 0, 1])
        exp = 'ERR negative' if a < 0 else hx(math.isqrt(a))
        add('isqrt', f'isqrt {hx(a)}', exp)
    add('msgs', 'msgs', '|'.join(python_messages()))
    return out


def python_messages():
    """python3's own texts for every message objects/numbers/bigint.h spells out."""
    sys.set_int_max_str_digits(4300)
    trials = [
        lambda: 1 // 0, lambda: 1 % 0, lambda: 1 / 0,
        lambda: (10 ** 400) / 1, lambda: float(10 ** 400),
        lambda: int(math.inf), lambda: int(math.nan),
        lambda: pow(2, 3, 0), lambda: pow(2, -1, 4), lambda: 1 << -1,
        lambda: (-1).to_bytes(1, 'big'), lambda: (256).to_bytes(1, 'big'),
        lambda: math.isqrt(-1), lambda: int('1', 37),
        lambda: int('0xg', 16), lambda: str(10 ** 5000),
        lambda: int('7' * 5000),
    ]
    out = []
    for t in trials:
        try:
            t()
            out.append('<no error>')
        except (ArithmeticError, ValueError) as e:
            out.append(str(e))
    sys.set_int_max_str_digits(0)
    return out


def normalise(op, got):
    """Turn the driver's %a floats into repr() text."""
    if got.startswith('ERR'):
        return got
    if op == 'truediv' or op == 'todouble':
        return fx(float.fromhex(got))
    if op == 'frexp':
        m, e = got.split()
        return f'{fx(float.fromhex(m))} {e}'
    return got


def main():
    args = sys.argv[1:]
    driver = args[0]
    seed = 20261121
    scale = 1.0
    if '--seed' in args:
        seed = int(args[args.index('--seed') + 1])
    if '--scale' in args:
        scale = float(args[args.index('--scale') + 1])
    t0 = time.time()
    g = Gen(random.Random(seed))
    todo = cases(g, scale)
    text = ''.join(line + '\n' for _, line, _ in todo)
    t1 = time.time()
    proc = subprocess.run([driver], input=text.encode(), capture_output=True)
    t2 = time.time()
    lines = proc.stdout.decode().split('\n')
    if proc.returncode != 0:
        print(f'driver exited {proc.returncode}', proc.stderr.decode()[-2000:])
        if lines and lines[-2:-1] and lines[-2].startswith('LEAK'):
            print('scratch leak after', todo[len(lines) - 3][1][:200])
        return 1
    failures = 0
    counts = {}
    for i, (op, line, exp) in enumerate(todo):
        counts[op] = counts.get(op, 0) + 1
        got = normalise(op, lines[i]) if i < len(lines) else '<missing>'
        if got != exp:
            failures += 1
            if failures <= 15:
                print(f'MISMATCH {op}: {line[:300]}\n  got:  {got[:300]}\n  want: {exp[:300]}')
    print('cases per operation:', ', '.join(f'{k}={v}' for k, v in sorted(counts.items())))
    print(f'{len(todo)} cases, {failures} failed (seed {seed}; generate '
          f'{t1 - t0:.1f}s, driver {t2 - t1:.1f}s)')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
