# Comparisons of date/datetime/timedelta subclasses: the C layout's
# comparison, until a class defines its own (also after the class is made).
from datetime import date, datetime, timedelta

class D(date):
    pass
class E(date):
    def __eq__(self, other):
        return 'E.eq'
class T(timedelta):
    def __lt__(self, other):
        return 'T.lt'
a, b = D(2024, 1, 1), D(2024, 1, 2)
print(a < b, a == D(2024, 1, 1), a != b, a >= b, sorted([b, a]), a == date(2024, 1, 1), date(2024, 1, 2) > a)
print(E(2024, 1, 1) == a, a == E(2024, 1, 1), E(2024, 1, 1) != a, E(2024, 1, 1) < b)
print(T(1) < T(2), T(2) > T(1), T(1) == timedelta(1), timedelta(1) < T(2))
D.__lt__ = lambda self, other: 'late lt'
print(a < b, b > a, a <= b)
del D.__lt__
print(a < b, b > a)
class DT(datetime):
    pass
print(DT(2024, 1, 1) < datetime(2024, 1, 1, 1), DT(2024, 1, 1) == datetime(2024, 1, 1), DT(2024, 1, 1) == date(2024, 1, 1))
try:
    DT(2024, 1, 1) < date(2024, 1, 1)
except TypeError as e:
    print(e)
try:
    a < 1
except TypeError as e:
    print(e)
