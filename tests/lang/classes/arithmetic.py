class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f'Vec({self.x}, {self.y})'
    def __add__(self, o):
        if isinstance(o, Vec):
            return Vec(self.x + o.x, self.y + o.y)
        return NotImplemented
    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        if isinstance(k, (int, float)):
            return Vec(self.x * k, self.y * k)
        return NotImplemented
    def __rmul__(self, k):
        return self * k
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __pos__(self):
        return self
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __truediv__(self, k):
        return Vec(self.x / k, self.y / k)
    def __floordiv__(self, k):
        return Vec(self.x // k, self.y // k)
    def __mod__(self, k):
        return Vec(self.x % k, self.y % k)
    def __pow__(self, k):
        return Vec(self.x ** k, self.y ** k)
    def __matmul__(self, o):
        return self.x * o.x + self.y * o.y
    def __invert__(self):
        return Vec(self.y, self.x)
    def __and__(self, o): return 'and'
    def __or__(self, o): return 'or'
    def __xor__(self, o): return 'xor'
    def __lshift__(self, o): return 'lshift'
    def __rshift__(self, o): return 'rshift'
a, b = Vec(1, 2), Vec(3, 4)
print(a + b, a - b, a * 3, 3 * a, -a, +a, abs(b), b / 2, b // 2, b % 2, a ** 2, a @ b, ~a)
print(a & b, a | b, a ^ b, a << b, a >> b)
for expr in [lambda: a + 1, lambda: 1 + a, lambda: a * 'x', lambda: 'x' - a, lambda: a < b]:
    try:
        print(expr())
    except TypeError as e:
        print(e)
class Num:
    def __init__(self, v): self.v = v
    def __radd__(self, o): return Num(o + self.v)
    def __repr__(self): return f'Num({self.v})'
print(1 + Num(2), sum([Num(1), Num(2)], 0) if False else sum([1, 2], Num(0)))
