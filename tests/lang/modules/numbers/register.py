# ABC.register: a registered class is an instance of that ABC and those above it, never below
import numbers
class Meters:
    pass
class Cents:
    pass
print(numbers.Real.register(Meters) is Meters, numbers.Integral.register(Cents) is Cents)
abcs = (numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral)
for c in (Meters, Cents):
    print(c.__name__, [issubclass(c, a) for a in abcs], [isinstance(c(), a) for a in abcs])
class SubMeters(Meters):
    pass
print([issubclass(SubMeters, a) for a in abcs])
print(numbers.Real.register(float) is float, numbers.Integral.register(int) is int)
for bad in [5, 'x', Meters()]:
    try:
        numbers.Number.register(bad)
    except TypeError as e:
        print(type(e).__name__, e)
@numbers.Rational.register
class Decorated:
    pass
print(Decorated.__name__, isinstance(Decorated(), numbers.Real), isinstance(Decorated(), numbers.Integral))
