# round/int/float/divmod/pow/min/max/slice.indices with odd arguments, compared with python3
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
for x in [12345.678, -12345.678, 10**30, -10**30, 2.5, 0.5, -0.5, 1e300, float('inf'), float('nan'), 123, -125, True]:
    for n in [None, 0, 1, -1, -2, 5, -400, 400] + ([2**70, -2**70] if isinstance(x, float) else [2**70]):
        t(lambda: round(x, n))
t(lambda: round(1.5, 1.5))
t(lambda: round('x'))
t(lambda: round(1, None))
for s in ['0x_1f', '0_7', '0o17', '0b1_0', '1__0', '_1', '1_', '0x', '00', '007', '0 ', ' -0x1F ', '+0b1', '1_000', '0_0', '08']:
    t(lambda: int(s, 0))
    t(lambda: int(s))
for s in ['inf', ' -nan ', '1_0', 'INF', '-Infinity', 'infinit', '+nan', 'nan(1)', '1_0.0_1', '1e_1', '.5', '5.', '.', '1e', '0x1p3', ' 1 ', '\t-1.5e-3\n', '١٢٣']:
    t(lambda: float(s))
vals = [0, 1, -1, 0.0, -0.0, 1.5, -2.5, True, False, 7, -7, 2**70, 1e308]
for a in vals:
    for b in vals:
        t(lambda: divmod(a, b))
        if not (isinstance(b, int) and b > 1000 and isinstance(a, int) and abs(a) > 1) and not (a < 0 and isinstance(b, float) and b != int(b)): t(lambda: pow(a, b))
t(lambda: pow(2, -1, 5))
t(lambda: pow(2, 3, 0))
t(lambda: pow(2.0, 3, 5))
t(lambda: pow(0, -1))
t(lambda: pow(0.0, -1))
t(lambda: 0 ** -1.5)
t(lambda: sorted([3, 1, 2], key=None))
t(lambda: min([3, 1, 2], key=None))
t(lambda: max([3, 1, 2], key=None, default=5))
t(lambda: max([], key=None, default=5))
t(lambda: min(3, 1, key=None))
t(lambda: max(3, 1, default=1))
t(lambda: min())
t(lambda: max([]))
for sl in [slice(None), slice(1, 10, 2), slice(-100, 100), slice(None, None, -1), slice(5, -5, -2), slice(0, 0, 0), slice(2**70, None), slice(None, None, -2**70), slice(None, None, 2**70), slice(None, None, 2**62), slice(None, None, True)]:
    for n in [0, 5, 10]:
        t(lambda: sl.indices(n))
t(lambda: slice(1).indices(-1))
t(lambda: slice('a').indices(3))
t(lambda: slice(1, 2, 3) == slice(1, 2, 3))
t(lambda: hash(slice(1)))
