# total_ordering from each root method (__lt__, __le__, __gt__, __ge__), with NotImplemented for foreign types
from functools import total_ordering
class Base:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == o.v if isinstance(o, Base) else NotImplemented
    def __repr__(self): return f'{type(self).__name__}({self.v})'
@total_ordering
class KLt(Base):
    def __lt__(self, o): return self.v < o.v if isinstance(o, Base) else NotImplemented
@total_ordering
class KLe(Base):
    def __le__(self, o): return self.v <= o.v if isinstance(o, Base) else NotImplemented
@total_ordering
class KGt(Base):
    def __gt__(self, o): return self.v > o.v if isinstance(o, Base) else NotImplemented
@total_ordering
class KGe(Base):
    def __ge__(self, o): return self.v >= o.v if isinstance(o, Base) else NotImplemented
for K in (KLt, KLe, KGt, KGe):
    a, b, c = K(1), K(2), K(1)
    print(K.__name__, [a < b, a <= b, a > b, a >= b, b < a, b <= a, b > a, b >= a, a < c, a <= c, a > c, a >= c, a == c, a != b])
    print(sorted([K(3), K(1), K(2)]), max(K(5), K(9)).v, min([K(4), K(-1)]).v)
    for op in [lambda: a < 1, lambda: a >= 'x', lambda: 1 > a, lambda: a <= None]:
        try:
            print(op())
        except TypeError as e:
            print(type(e).__name__, e)
@total_ordering
class Both(Base):
    def __gt__(self, o): return 'gt'
    def __lt__(self, o): return self.v < o.v
print(Both(1) > Both(2), Both(1) <= Both(2), Both(3) >= Both(2))
try:
    @total_ordering
    class Nothing:
        pass
except ValueError as e:
    print(type(e).__name__, e)
