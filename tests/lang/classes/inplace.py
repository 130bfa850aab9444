class Acc:
    def __init__(self):
        self.items = []
    def __iadd__(self, x):
        self.items.append(x)
        return self
    def __repr__(self):
        return f'Acc({self.items})'
a = Acc()
b = a
a += 1
a += 2
print(a, a is b)
class OnlyAdd:
    def __init__(self, v): self.v = v
    def __add__(self, o): return OnlyAdd(self.v + o)
x = OnlyAdd(1)
y = x
x += 5
print(x.v, y.v, x is y)
class NI:
    def __iadd__(self, o): return NotImplemented
    def __add__(self, o): return 'fallback add'
n = NI()
n += 1
print(n)
class Nope:
    pass
z = Nope()
try:
    z += 1
except TypeError as e:
    print(e)
try:
    z *= 2
except TypeError as e:
    print(e)
class ISub:
    def __isub__(self, o): return 'isub'
    def __imul__(self, o): return 'imul'
    def __itruediv__(self, o): return 'itruediv'
    def __ifloordiv__(self, o): return 'ifloordiv'
    def __imod__(self, o): return 'imod'
    def __ipow__(self, o): return 'ipow'
    def __ilshift__(self, o): return 'ilshift'
    def __irshift__(self, o): return 'irshift'
    def __iand__(self, o): return 'iand'
    def __ior__(self, o): return 'ior'
    def __ixor__(self, o): return 'ixor'
    def __imatmul__(self, o): return 'imatmul'
r = []
for op in ['-=', '*=', '/=', '//=', '%=', '**=', '<<=', '>>=', '&=', '|=', '^=', '@=']:
    v = ISub()
    if op == '-=': v -= 1
    elif op == '*=': v *= 1
    elif op == '/=': v /= 1
    elif op == '//=': v //= 1
    elif op == '%=': v %= 1
    elif op == '**=': v **= 1
    elif op == '<<=': v <<= 1
    elif op == '>>=': v >>= 1
    elif op == '&=': v &= 1
    elif op == '|=': v |= 1
    elif op == '^=': v ^= 1
    elif op == '@=': v @= 1
    r.append(v)
print(r)
