# float methods, edge and error cases (differential)
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for x in [0.0, -0.0, 1.0, -1.5, 0.1, 2.5, 1e300, 5e-324, 123456789.125, 3.0, float('inf'), float('-inf'), float('nan')]:
    print(repr(x), x.is_integer(), x.conjugate(), x.real, x.imag, x.hex())
    t(lambda: x.as_integer_ratio())
for s in ['0x1p0', '0x1.8p1', '-0x1p-1074', '0x1.fffffffffffffp+1023', 'inf', '-Infinity', 'nan', '  0x10  ', '0X1P4', '1', '0x.8', 'ff', '0x1.8', '0x3p-2']:
    t(lambda: float.fromhex(s))
t(lambda: float.fromhex('0x1p10000'))
t(lambda: float.fromhex('0x1p-10000'))
t(lambda: float.fromhex('x'))
t(lambda: float.fromhex(''))
t(lambda: float.fromhex(1))
t(lambda: (1.5).hex(1))
t(lambda: (1.5).is_integer(1))
for x in [0.5, 1.0, 2.0**-1074, 1e22, 0.1 + 0.2]:
    assert float.fromhex(x.hex()) == x
print("ok")
