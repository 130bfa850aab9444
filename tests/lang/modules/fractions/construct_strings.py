# Fraction(str): ratios, decimals, exponents, underscores, whitespace, and the strings it refuses
from fractions import Fraction as F
good = ['0', '-0', '7', '+7', '-7', '3/7', '-3/7', '+3/-7'[:4], '6/4', ' 6/4 ', '\t-2/3\n', '1.5', '-.5', '5.', '1e3', '1E-3',
        '2.5e+2', '-1.25e2', '1_000', '1_000/3', '1_0.2_5', '1.5e1_0', '0.1', '0.3333333333333333', '00012', '12/0012',
        '1e-30', '123456789012345678901234567890/7', '.0', '0e0']
for s in good:
    try:
        f = F(s)
        print(repr(s), repr(f))
    except Exception as e:
        print(repr(s), type(e).__name__, e)
bad = ['', ' ', 'abc', '1/0', '1/-2', '1/+2', '1.5/2', '/2', '1/', '1//2', '1 /2', '1/ 2', 'inf', 'nan', '-inf', '1e', 'e5',
       '1_', '_1', '1__0', '1._5', '1e_5', '1.2.3', '0x10', '1j', '--1', '+-1', '½', '1/2/3', '١٢']
for s in bad:
    try:
        print(repr(s), F(s))
    except Exception as e:
        print(repr(s), type(e).__name__, e)
try:
    F('1', 2)
except TypeError as e:
    print(type(e).__name__, e)
