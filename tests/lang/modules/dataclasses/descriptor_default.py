# A descriptor as a field's default: __set_name__ reaches it through the
# Field, and reading the class attribute calls its __get__.
from dataclasses import dataclass, field


class Described:
    def __set_name__(self, owner, name):
        print('set_name', owner.__name__, name)
        self.name = name

    def __get__(self, obj, owner):
        if obj is None:
            return 100
        return obj.__dict__.get('_' + self.name, 100)

    def __set__(self, obj, value):
        obj.__dict__['_' + self.name] = value * 2


@dataclass
class D:
    v: Described = field(default=Described())


d = D()
print(d.v, D(5).v, d)


@dataclass
class Plain:
    w: Described = Described()


print(Plain(), Plain(3).w)
