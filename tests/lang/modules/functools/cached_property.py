# functools.cached_property
from functools import cached_property

class Data:
    def __init__(self, xs):
        self.xs = xs
        self.computed = 0
    @cached_property
    def total(self):
        """The sum."""
        self.computed += 1
        return sum(self.xs)
d = Data([1, 2, 3])
print(d.total, d.total, d.computed, d.__dict__)
d.total = 100
print(d.total, d.computed)
del d.total
print(d.total, d.computed)
print(type(Data.total).__name__, Data.total.__doc__, Data.total.attrname)
e = Data([5])
print(e.total, d.total)
class Slotted:
    __slots__ = ('a',)
    @cached_property
    def p(self):
        return 1
try:
    Slotted().p
except Exception as ex:
    print(type(ex).__name__, ex)
cp = cached_property(lambda self: 1)
class Two:
    a = cp
try:
    class Three:
        a = cp
        b = cp
except Exception as ex:
    # CPython 3.11 wraps the error in a RuntimeError; its cause is the same
    ex = ex.__cause__ or ex
    print(type(ex).__name__, ex)
free = cached_property(lambda self: 2)
try:
    free.__get__(Data([]), Data)
except Exception as ex:
    print(type(ex).__name__, ex)
class Raises:
    @cached_property
    def bad(self):
        raise ValueError('nope')
r = Raises()
for _ in range(2):
    try:
        r.bad
    except ValueError as ex:
        print('ValueError', ex, r.__dict__)
