# x *= seq with x an instance of a class or a class: CPython's in-place
# repeat asks a class instance's own (absent) sequence repeat first, so
# it is an unsupported operand; a class object names itself as the count.
class C:
    pass

class M:
    def __mul__(self, other):
        return 'M.__mul__'
    def __rmul__(self, other):
        return 'M.__rmul__'

for make in (C, lambda: C, M, lambda: int):
    for seq in ([1], (1,), 'ab', b'x'):
        x = make()
        try:
            x *= seq
            print(type(x).__name__, repr(x)[:20])
        except TypeError as e:
            print(type(e).__name__, e)
        try:
            print(repr(make() * seq)[:20], repr(seq * make())[:20])
        except TypeError as e:
            print(type(e).__name__, e)

# a sequence's + and * come after the other operand's reflected method
class R:
    def __radd__(self, other):
        return 'R.__radd__ ' + type(other).__name__
    def __rmul__(self, other):
        return 'R.__rmul__ ' + type(other).__name__

for seq in ([1], (1,), 'ab', b'x'):
    print(seq + R(), seq * R())
    x = seq
    x += R()
    print(x)
    x = seq
    x *= R()
    print(x)
for seq in ([1], (1,), 'ab', b'x'):
    for f in (lambda: seq + C(), lambda: seq * C()):
        try:
            f()
        except TypeError as e:
            print(type(e).__name__, e)
