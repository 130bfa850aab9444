# error texts, numbers registration, subclasses, dict keys
from fractions import Fraction as F
print(sorted([F(1, 2), F(1, 3), 0.4, 1]), sum([F(1, 2), F(1, 3), F(1, 6)]), max(F(1,2), 0.75))
for args in [(1, 0), ('abc',), ('1/0',), ('1/-2',), ([],), (1.5, 2), ('1.5/2',), (float('nan'),), (float('inf'),)]:
    try:
        print(F(*args))
    except Exception as e:
        print(type(e).__name__, e)
for f in [lambda: F(1, 3).limit_denominator(0), lambda: F.from_float('x'), lambda: F(1, 2) + 'x', lambda: F(0) ** -1, lambda: F(1, 2) // 0]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
import numbers
print(isinstance(F(1, 2), numbers.Rational), isinstance(F(1, 2), numbers.Number), isinstance(F(1, 2), numbers.Integral))
print(F(1, 2).numerator, F(1, 2).denominator, F(10**30, 3**40))
class G(F): pass
print(repr(G(1, 2)), repr(G(1, 2) + 1), type(+G(1,2)).__name__)
print({F(1, 2): 'half'}[0.5], F(1, 2) in {0.5}, F(5, 1) in [5])

