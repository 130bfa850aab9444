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
