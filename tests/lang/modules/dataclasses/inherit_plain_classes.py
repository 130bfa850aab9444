# Data classes mixed with plain classes: a plain base adds nothing (its
# annotations are not fields), a plain subclass adds no fields.
from dataclasses import dataclass, fields, is_dataclass


class Mixin:
    hidden: int = 7

    def describe(self):
        return f'{type(self).__name__} with {len(fields(self))} fields'


@dataclass
class Rec(Mixin):
    name: str


class Sub(Rec):
    extra: int = 1


print(Rec('a'), Rec('a').describe(), Rec('a').hidden, [f.name for f in fields(Rec)])
s = Sub('b')
print(s, s.extra, is_dataclass(Sub), [f.name for f in fields(Sub)], s == Rec('b'))


@dataclass
class Again(Sub):
    more: int = 0


print(Again('c'), [f.name for f in fields(Again)])
