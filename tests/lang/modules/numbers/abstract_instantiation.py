# the ABCs cannot be instantiated; a subclass must define every abstract method
import numbers
for a in (numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral):
    try:
        a()
        print(a.__name__, 'made')
    except TypeError as e:
        print(a.__name__, type(e).__name__, str(e).split(' with')[0])
class Half(numbers.Number):
    pass
h = Half()
print(isinstance(h, numbers.Number), isinstance(h, numbers.Complex), type(h).__name__)
try:
    hash(h)
except TypeError as e:
    print(type(e).__name__, e)
class Partial(numbers.Integral):
    def __int__(self):
        return 3
try:
    Partial()
except TypeError as e:
    print(type(e).__name__, str(e).split(' with')[0])
