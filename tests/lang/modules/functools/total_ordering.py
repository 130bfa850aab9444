# functools.total_ordering fills in the missing comparisons
from functools import total_ordering

@total_ordering
class V:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        if not isinstance(o, V):
            return NotImplemented
        return self.v == o.v
    def __lt__(self, o):
        if not isinstance(o, V):
            return NotImplemented
        return self.v < o.v
a, b, c = V(1), V(2), V(1)
print(a < b, a > b, a <= b, a >= b, a <= c, a >= c, b > a, b >= a)
print(sorted([V(3), V(1), V(2)], key=lambda x: x)[0].v)
try:
    a > 1
except TypeError as e:
    print('TypeError', e)
@total_ordering
class LE:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __le__(self, o):
        return self.v <= o.v
@total_ordering
class GT:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __gt__(self, o):
        return self.v > o.v
@total_ordering
class GE:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __ge__(self, o):
        return self.v >= o.v
for W in [LE, GT, GE]:
    x, y = W(1), W(2)
    print(W.__name__, x < y, x > y, x <= y, x >= y, x <= W(1), y >= W(1), x < W(1), x > W(1))
class Sub(LE):
    pass
print(Sub(1) < Sub(2), Sub(3) > Sub(2))
class Both:
    def __lt__(self, o):
        return True
    def __gt__(self, o):
        return False
total_ordering(Both)
print(Both() < Both(), Both() > Both(), Both.__le__.__name__, Both.__ge__.__name__)
try:
    @total_ordering
    class NoOps:
        pass
except ValueError as e:
    print('ValueError', e)
print(total_ordering(int) is int)
