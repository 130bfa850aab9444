# singledispatchmethod on instance methods (pysafe: not over classmethod/staticmethod)
from functools import singledispatchmethod
class Fmt:
    def __init__(self, prefix): self.prefix = prefix
    @singledispatchmethod
    def fmt(self, arg):
        return self.prefix + ' other ' + repr(arg)
    @fmt.register(int)
    def _(self, arg):
        return self.prefix + ' int ' + str(arg)
    @fmt.register(list)
    def _(self, arg):
        return self.prefix + ' list ' + ','.join(map(str, arg))
f = Fmt('>')
print(f.fmt(3), f.fmt([1, 2]), f.fmt('s'), f.fmt(True), f.fmt(None))
print(Fmt.fmt(f, 7), Fmt('!').fmt([3]))
class Sub(Fmt):
    @Fmt.fmt.register(float)
    def _(self, arg):
        return self.prefix + ' float ' + str(arg)
print(Sub('#').fmt(1.5), Sub('#').fmt(2))
