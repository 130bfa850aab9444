#!/usr/bin/env python3
"""Differential test of objects/numbers/numfmt.c against python3: repr, format(),
'%' formatting, float(), float.hex/fromhex, as_integer_ratio, round, % and
//. Usage: diff_numfmt.py DRIVER [SCALE] (SCALE multiplies the random case
counts; 1 keeps the run well under 20 s)."""
import math
import random
import struct
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from diffcommon import Runner, bits, err, hx, main_args, out_text


def random_doubles(rng, n):
    """A mix: raw bit patterns (every exponent), subnormals, everyday
    magnitudes, integers, short decimals and their neighbours, rounded
    everyday values and powers of two with their neighbours (the ends of
    numfmt_short.c's integer path)."""
    out = []
    for i in range(n):
        k = i % 8
        if k == 0:
            x = struct.unpack('<d', struct.pack('<Q', rng.getrandbits(64)))[0]
        elif k == 1:
            x = struct.unpack('<d', struct.pack('<Q', rng.getrandbits(52)))[0]
        elif k == 2:
            x = rng.random() * 10.0 ** rng.randint(-12, 22)
        elif k == 3:
            x = float(rng.randint(-2**60, 2**60)) / 2 ** rng.randint(0, 8)
        elif k == 4:
            x = float('%d.%de%d' % (rng.randint(0, 99999), rng.randint(0, 999),
                                    rng.randint(-30, 30)))
        elif k == 5:
            x = math.nextafter(float('1e%d' % rng.randint(-320, 308)),
                               rng.choice([0.0, math.inf]))
        elif k == 6:
            x = round(rng.uniform(-1e6, 1e6) / 10.0 ** rng.randint(0, 12), rng.randint(0, 17))
        else:
            x = 2.0 ** rng.randint(-80, 60)
            x = rng.choice([x, math.nextafter(x, 0.0), math.nextafter(x, math.inf)])
        if not math.isfinite(x) and rng.random() < 0.9:
            x = rng.random()
        out.append(x)
    return out


SPECIAL = [0.0, -0.0, math.inf, -math.inf, math.nan, 5e-324, -5e-324,
           2.2250738585072014e-308, 2.225073858507201e-308, 1.7976931348623157e308,
           0.1, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 1e16, 1e-5, 1e-4, 1e22, 1e23,
           123456789012345.0, 1.2345678901234567e19, 9007199254740993.0,
           2.0**53, 2.0**63, 0.3, 2/3, 1/3, 100.0, 1e15, 9999999999999998.0,
           0.000123456, 1234.5, -1234.5678, 0.05, 0.15, 0.25, 0.35, 5.0, 55.0,
           999.9999, 9.5, 99.5, 0.0005, 1e100, 1.5e300, 1e-7]


def main():
    driver, scale = main_args()
    rng = random.Random(20241121)
    r = Runner(driver)

    r.section('repr random')
    values = SPECIAL + random_doubles(rng, int(250000 * scale))
    for k in range(-325, 309):
        for v in (float('1e%d' % k), float('5e%d' % k)):
            values += [v, math.nextafter(v, 0.0), math.nextafter(v, math.inf)]
    for e in range(-1074, 1024, 3):
        v = math.ldexp(1.0, e)
        values += [v, math.nextafter(v, 0.0), math.nextafter(v, math.inf)]
    for v in values:
        r.add('r ' + bits(v), repr(v))

    # format(float, spec) over a grid of specs.
    fills = ['', '*<', '*>', '*^', '0=', '<', '>', '^', '=', 'é^', '0<']
    signs = ['', '+', '-', ' ']
    zs = ['', 'z']
    alts = ['', '#']
    zeros = ['', '0']
    widths = ['', '1', '9', '15', '30']
    groups = ['', ',', '_']
    precs = ['', '.0', '.1', '.3', '.12', '.17', '.25']
    ftypes = ['', 'e', 'E', 'f', 'F', 'g', 'G', 'n', '%', 'd', 'x', 's']
    specs = []
    for fl in fills:
        for sg in signs:
            for z in zs:
                for a in alts:
                    for zz in zeros:
                        for w in widths:
                            for g in groups:
                                for p in precs:
                                    for t in ftypes:
                                        specs.append(fl + sg + z + a + zz + w + g + p + t)
    rng.shuffle(specs)
    specs = specs[:int(60000 * scale)] + [
        '', '.', '.f', '5.', ',_', '_,', ',,', '__', 'xx', '<<<', '==', '5x5',
        '.5.5', '99999999999999999999', '.99999999999999999999', '.3000000000f',
        '١٠', '.٣f', '\x00<5', 'z', 'zf', '+z.0f', ' ', '<5 ', '\U0010ffff>5',
        ',n', '_n', ',c', '\x7f', 'q', 'é', '.2147483648f', '.1000f', '.400f',
        '.800e', '.340g', '#.0e', '#.0f', '#g', '#.3g', '#x', '>1200,.600f', '0=900.600e',
        '*^900.550f', '+700,.520%', '0=1300,.700f']
    fvalues = SPECIAL + [rng.choice([-1, 1]) * rng.random() * 10.0 ** rng.randint(-8, 20)
                         for _ in range(40)]
    r.section('format float')
    for i, spec in enumerate(specs):
        x = fvalues[i % len(fvalues)]
        try:
            want = out_text(format(x, spec))
        except (ValueError, OverflowError) as e:
            want = err(e)
        r.add('f %s %s' % (bits(x), hx(spec)), want)
    for x in fvalues:
        for spec in ['', '.0f', '.1f', '.2f', '.3e', '.10g', '.17g', '.30f', '%', 'z.1f', '020,.3f']:
            try:
                want = out_text(format(x, spec))
            except ValueError as e:
                want = err(e)
            r.add('f %s %s' % (bits(x), hx(spec)), want)

    r.section('format int')
    itypes = ['', 'b', 'c', 'd', 'o', 'x', 'X', 'n', 'e', 'f', 'g', '%', 's', 'E', 'G']
    ivalues = [0, 1, -1, 7, -42, 255, 1000, -1234567, 10**20, -(10**30) - 7,
               2**64, 65, 0x1F600, 0x10FFFF, 0x110000, 0xD800, 123456789]
    ispecs = []
    for fl in fills:
        for sg in signs:
            for a in alts:
                for zz in zeros:
                    for w in ['', '1', '12', '25']:
                        for g in groups:
                            for p in ['', '.2']:
                                for t in itypes:
                                    ispecs.append(fl + sg + a + zz + w + g + p + t)
    rng.shuffle(ispecs)
    ispecs = ispecs[:int(40000 * scale)] + ['z', 'zd', 'c+', '#c', '+c', ',c', ',x', '_x',
                                           '_b', '_o', '_X', ',b', '_n', '_d']
    for i, spec in enumerate(ispecs):
        v = ivalues[i % len(ivalues)]
        if 0xD800 <= v <= 0xDFFF and 'c' in spec:
            continue  # a lone surrogate cannot be a str here
        try:
            want = out_text(format(v, spec))
        except (ValueError, OverflowError) as e:
            want = err(e)
        a = abs(v)
        r.add('i %s %d %o %x %s %s' % ('-' if v < 0 else '+', a, a, a, bin(a)[2:], hx(spec)), want)

    r.section('format str')
    svalues = ['', 'a', 'hello', 'héllo wörld', '日本語', '\U0001F600x', 'ab\ncd']
    sspecs = []
    for fl in fills:
        for sg in ['', '+', ' ']:
            for a in alts:
                for zz in zeros:
                    for w in ['', '1', '3', '10']:
                        for g in ['', ',']:
                            for p in ['', '.0', '.2', '.5']:
                                for t in ['', 's', 'd', 'r']:
                                    sspecs.append(fl + sg + a + zz + w + g + p + t)
    sspecs += ['z', 'zs', '=', '=5', '05', ' ']
    for i, spec in enumerate(sspecs):
        v = svalues[i % len(svalues)]
        try:
            want = out_text(format(v, spec))
        except ValueError as e:
            want = err(e)
        r.add('s %s %s' % (hx(v), hx(spec)), want)

    r.section('random specs')
    alphabet = '<>=^+- z#0123456789,_.eEfFgGn%bcdoxXsé*\x00'
    for _ in range(int(30000 * scale)):
        spec = ''.join(rng.choice(alphabet) for _ in range(rng.randint(0, 7)))
        kind = rng.randrange(3)
        try:
            if kind == 0:
                x = rng.choice(fvalues)
                want = out_text(format(x, spec))
            elif kind == 1:
                x = rng.choice([0, 7, -42, 10**12, 65])
                want = out_text(format(x, spec))
            else:
                x = rng.choice(['', 'ab', 'héllo'])
                want = out_text(format(x, spec))
        except (ValueError, OverflowError) as e:
            want = err(e)
        if kind == 0:
            r.add('f %s %s' % (bits(x), hx(spec)), want)
        elif kind == 1:
            a = abs(x)
            r.add('i %s %d %o %x %s %s' % ('-' if x < 0 else '+', a, a, a, bin(a)[2:], hx(spec)), want)
        else:
            r.add('s %s %s' % (hx(x), hx(spec)), want)

    r.section('percent')
    flags = ['', '-', '+', ' ', '#', '0', '-0', '+0', ' 0', '#0', '-#', '+#0']
    pw = ['', '1', '5', '12']
    pp = ['', '.', '.0', '.1', '.3', '.10']
    convs = 'diouxXeEfFgGsrac'
    pint = [0, 5, -5, 255, -255, 10**18, 3]
    pfl = [0.0, -0.0, 1.5, -2.25, 1e20, 1e-7, math.inf, -math.inf, math.nan, 123.456, 0.5]
    pstr = ['', 'abc', 'héllo', '日本']
    for f in flags:
        for w in pw:
            for p in pp:
                for c in convs:
                    fmt = '%' + f + w + p + c
                    if c in 'diouxX':
                        v = pint[len(fmt) % len(pint)]
                        a = abs(v)
                        case = 'pi %s %s %d %o %x' % (hx(fmt), '-' if v < 0 else '+', a, a, a)
                    elif c in 'eEfFgG':
                        v = pfl[(len(fmt) + len(f)) % len(pfl)]
                        case = 'pf %s %s' % (hx(fmt), bits(v))
                    else:
                        v = pstr[len(fmt) % len(pstr)]
                        if c == 'c':
                            v = v[:1] or 'x'
                        case = 'ps %s %s' % (hx(fmt), hx(repr(v) if c == 'r' else ascii(v) if c == 'a' else v))
                    try:
                        want = out_text(fmt % ((v,) if c != 'r' else (v,)))
                    except (ValueError, OverflowError) as e:
                        want = err(e)
                    r.add(case, want)
    for fmt, v in [('%y', 1), ('%', 1), ('%(a', 1), ('%5', 1), ('%.', 1), ('%ld', 5), ('%hi', 7),
                   ('%é', 1), ('%.2147483648f', 1.0), ('%1.5%', 1)]:
        try:
            want = out_text(fmt % ({'a': 1} if '(' in fmt else v))
        except (ValueError, OverflowError, TypeError, KeyError) as e:
            want = err(e)
        r.add('pi %s + %d %o %x' % (hx(fmt), v, v, v) if isinstance(v, int) else
              'pf %s %s' % (hx(fmt), bits(v)), want)

    r.section('float()')
    texts = ['1', '1.5', ' 1.5 ', '\t-2e10\n', '1_000.5', '1__0', '_1', '1_', '1_.5', '1._5',
             '1e1_0', 'inf', '-Infinity', '+nan', 'NaN', '-nan', 'infinit', 'in', '0x1p3',
             '', ' ', '.', '.5', '5.', '-.5e-3', '1e', '1e+', '+-1', '1 2', '1e400',
             '-1e400', '1e-400', '0.' + '0' * 400 + '1', '1' * 400, '1' * 800 + '.5e-700',
             '2.4703282292062327e-324', '2.4703282292062328e-324', '9007199254740993',
             '9007199254740992.9999999999999999999999999', '1\x00', 'abc', '١٢٣',
             '0_0', '00', '-0', '0e0', '1E5', '1e-5', ' \x0b\x0c1\r', '\u3000١.٥\xa0',
             '\x1c1', '1\x1f', '\u20281\u2029', '１２', '1\x7f', '\x85-1e٣', 'é', '1_٠']
    for _ in range(int(30000 * scale)):
        x = rng.choice(values)
        if math.isfinite(x):
            texts.append(repr(x))
            texts.append('%.25e' % x)
            texts.append('%.*f' % (rng.randint(0, 30), x) if abs(x) < 1e30 else '%g' % x)
    for t in texts:
        try:
            want = bits(float(t))
        except ValueError:
            want = 'E'
        r.add('P ' + hx(t), want)

    r.section('float.hex/fromhex')
    for x in values[:int(40000 * scale)]:
        r.add('h ' + bits(x), x.hex())
        h = x.hex()
        r.add('H ' + hx(h), bits(float.fromhex(h)))
    hexes = ['0x1p0', '0X1.8P+1', '  -0x.8p1  ', '1', 'a', '0x', 'x1', '0x1p', '0x1p+', '0x1.p1',
             '0x.p1', 'inf', '-infinity', 'nan', '0x1p-1074', '0x1p-1075', '0x1.8p-1075',
             '0x1p-1076', '0x1.fffffffffffff8p1023', '0x1.fffffffffffff7p1023', '0x1p1024',
             '0x1p99999999999999999999', '0x1p-99999999999999999999', '0x0p99999999',
             '0x1.0000000000000800000p0', '0x1.0000000000000800001p0', '0x1.0000000000001800000p0',
             '0x' + '0' * 300 + '1p0', '0x1' + '0' * 300 + 'p-1200', '0x1.00000000000008p-1022',
             '0x0.00000000000008p-1022', '0x0.0000000000000cp-1022', '0x123456789abcdefp-3']
    for _ in range(int(20000 * scale)):
        n = rng.randint(1, 20)
        d = ''.join(rng.choice('0123456789abcdef') for _ in range(n))
        k = rng.randint(0, n)
        hexes.append('%s0x%s.%sp%d' % (rng.choice(['', '-']), d[:k], d[k:], rng.randint(-1140, 1030)))
    for h in hexes:
        try:
            want = bits(float.fromhex(h))
        except (ValueError, OverflowError) as e:
            want = err(e)
        r.add('H ' + hx(h), want)

    r.section('as_integer_ratio')
    for x in values[:int(20000 * scale)] + [math.inf, -math.inf, math.nan]:
        try:
            n, d = x.as_integer_ratio()
            e = d.bit_length() - 1
            m = n
            shift = 0
            if d == 1:
                while m and m % 2 == 0:
                    m //= 2
                    shift += 1
            want = '%d %d %d' % (m, shift, e)
        except (ValueError, OverflowError) as ex:
            want = err(ex)
        r.add('q ' + bits(x), want)

    r.section('round')
    for i in range(int(40000 * scale)):
        x = values[i % len(values)]
        if i % 3 == 0:
            x = float('%d.%d5' % (rng.randint(0, 9999), rng.randint(0, 999)))
        nd = rng.choice([0, 1, 2, 3, 5, 10, 15, 17, 20, -1, -2, -5, -20, -300, -308, -309,
                         300, 323, 324, 400, rng.randint(-20, 20)])
        try:
            want = bits(round(x, nd))
        except OverflowError as e:
            want = err(e)
        r.add('R %s %d' % (bits(x), nd), want)
    r.add('R %s %d' % (bits(1.7976931348623157e308), -308), err(OverflowError('rounded value too large to represent')))

    r.section('mod floordiv divmod')
    mvals = [0.0, -0.0, 1.0, -1.0, 3.5, -3.5, 7.0, -7.0, 0.1, 1e300, -1e-300, math.inf, -math.inf,
             math.nan, 5e-324, 2.0, 1e16]
    pairs = [(a, b) for a in mvals for b in mvals]
    for _ in range(int(20000 * scale)):
        pairs.append((rng.uniform(-1e6, 1e6), rng.choice([-1, 1]) * rng.uniform(1e-3, 1e3)))
    for a, b in pairs:
        try:
            q, m = divmod(a, b)
            want = '%s %s %s %s' % (bits(a % b), bits(a // b), bits(q), bits(m))
        except ZeroDivisionError:
            want = err(ZeroDivisionError('float modulo'))
        r.add('m %s %s' % (bits(a), bits(b)), want)

    return r.run()


if __name__ == '__main__':
    sys.exit(main())
