class Money:
    def __init__(self, cents):
        self.cents = cents
    def __int__(self):
        return self.cents // 100
    def __float__(self):
        return self.cents / 100
    def __index__(self):
        return self.cents
    def __round__(self, nd=None):
        return round(self.cents / 100, nd)
    def __format__(self, spec):
        if spec == 'usd':
            return f'${self.cents / 100:.2f}'
        return format(self.cents / 100, spec)
    def __abs__(self):
        return Money(abs(self.cents))
m = Money(1234)
print(int(m), float(m), round(m), round(m, 1), f'{m:usd}', f'{m:.1f}', format(m, '>10'))
print(hex(m), bin(Money(5)), oct(Money(8)), [10, 20, 30][Money(1)], 'abcdef'[Money(2)], range(Money(3)))
print(abs(Money(-5)).cents, list(range(10))[Money(1):Money(3)])
class OnlyIndex:
    def __index__(self):
        return 2
print(int(OnlyIndex()) if False else 'skip', [1, 2, 3][OnlyIndex()], bytes(OnlyIndex()) if False else '')
class NoNum:
    pass
for f in (int, float, round, abs, hex):
    try:
        f(NoNum())
    except TypeError as e:
        print(e)
try:
    [1][NoNum()]
except TypeError as e:
    print(e)
class BadInt:
    def __int__(self):
        return 'x'
try:
    int(BadInt())
except TypeError as e:
    print(e)
class BadIndex:
    def __index__(self):
        return 1.5
try:
    [1, 2][BadIndex()]
except TypeError as e:
    print(e)
