# __int__, __float__, __round__ and __format__ of a class
class Num:
    def __init__(self, v):
        self.v = v
    def __int__(self):
        return int(self.v)
    def __float__(self):
        return float(self.v)
    def __round__(self, n=None):
        return ('round', n)
    def __format__(self, spec):
        return 'Num<' + spec + '>'

class OnlyIndex:
    def __index__(self):
        return 7

class BadInt:
    def __int__(self):
        return 'no'
    def __float__(self):
        return 1

class Plain:
    pass

n = Num(2.5)
cases = [
    lambda: int(n), lambda: float(n), lambda: round(n), lambda: round(n, 2), lambda: round(n, None),
    lambda: format(n), lambda: format(n, '>5'), lambda: f'{n}', lambda: f'{n:x}', lambda: f'{n!r}'[:5],
    lambda: '{} {:y}'.format(n, n), lambda: '{0:{1}}'.format(n, 'z'),
    lambda: '%d' % n, lambda: '%s' % 'ok',
    lambda: int(OnlyIndex()), lambda: float(OnlyIndex()),
    lambda: int(BadInt()), lambda: float(BadInt()),
    lambda: int(Plain()), lambda: float(Plain()), lambda: round(Plain()),
    lambda: format(Plain(), 'x'), lambda: format(Plain(), '')[:9],
    lambda: '%d' % Plain(), lambda: '%x' % n, lambda: '%f' % Plain(),
]
for f in cases:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

class Fmt:
    def __format__(self, spec):
        return 42

try:
    format(Fmt(), '')
except TypeError as e:
    print(type(e).__name__, e)
try:
    f'{Fmt()}'
except TypeError as e:
    print(type(e).__name__, e)

class D:
    def __divmod__(self, other):
        return ('divmod', other)
    def __rdivmod__(self, other):
        return ('rdivmod', other)

class NoD:
    def __divmod__(self, other):
        return NotImplemented

for f in [lambda: divmod(D(), 3), lambda: divmod(3, D()), lambda: divmod(NoD(), 3), lambda: divmod(NoD(), D())[0], lambda: divmod(Plain(), 1)]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
