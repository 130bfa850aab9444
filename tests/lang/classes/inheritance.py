class Base:
    kind = 'base'
    def __init__(self, v):
        self.v = v
    def who(self):
        return 'Base'
    def show(self):
        return f'{self.who()}:{self.v}:{self.kind}'
class Mid(Base):
    kind = 'mid'
    def who(self):
        return 'Mid<' + super().who() + '>'
class Leaf(Mid):
    def __init__(self, v, w):
        super().__init__(v)
        self.w = w
    def who(self):
        return 'Leaf<' + super().who() + '>'
l = Leaf(1, 2)
print(l.show(), l.w, l.kind)
print(isinstance(l, Base), isinstance(l, Mid), isinstance(l, (int, Leaf)), isinstance(l, int))
print(issubclass(Leaf, Base), issubclass(Base, Leaf), issubclass(Leaf, (int, Mid)), issubclass(Leaf, object))
print(super(Leaf, l).who(), super(Mid, l).who())
print(Leaf.__name__, Mid.kind)
