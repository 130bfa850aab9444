# Arithmetic between a float and an int past the double range converts the
# int first: OverflowError, never a result made of an unconverted value.
big = 10**400
for label, f in [("mul", lambda: big * 1.5), ("rmul", lambda: 1.5 * big), ("add", lambda: big + 1.5),
                 ("sub", lambda: 0.5 - big), ("truediv", lambda: big / 2.0), ("rtruediv", lambda: 2.0 / big),
                 ("floordiv", lambda: big // 2.0), ("mod", lambda: 2.0 % big), ("pow", lambda: 1.5 ** big),
                 ("neg big", lambda: -big * 0.0), ("ok", lambda: (2**1000) * 0.5)]:
    try:
        print(label, f())
    except OverflowError as e:
        print(label, type(e).__name__, e)
x = 2.0
x *= 10
try:
    x *= big
except OverflowError as e:
    print("inplace", type(e).__name__, e, x)
