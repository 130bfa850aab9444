# isinstance/issubclass of built-in values and types against every numbers ABC
import numbers
from fractions import Fraction
abcs = (numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral)
for v in [0, -1, 10**40, True, False, 0.0, -1.5, float('inf'), float('nan'), Fraction(1, 3), Fraction(4), '1', b'1', None,
          [1], (1,), {1: 1}, {1}, range(3), len, int, float]:
    print(repr(v), [isinstance(v, a) for a in abcs])
for t in [int, bool, float, Fraction, str, bytes, list, tuple, dict, set, frozenset, range, object, type(None), type]:
    print(t.__name__, [issubclass(t, a) for a in abcs])
for a in abcs:
    print(a.__name__, [issubclass(a, b) for b in abcs], isinstance(a, type))
print(isinstance(1, (str, numbers.Real)), isinstance('x', (str, numbers.Real)), isinstance(1.5, (numbers.Integral, numbers.Rational)))
for bad in [1, 'x', None]:
    try:
        issubclass(bad, numbers.Number)
    except TypeError as e:
        print(type(e).__name__, e)
