# make_dataclass() builds a data class from a list of fields.
from dataclasses import make_dataclass, field, fields, asdict

P = make_dataclass('P', ['x', ('y', int), ('z', int, field(default=3))])
print(P, P.__name__, P.__qualname__, P.__module__, P(1, 2), P.__annotations__)
print([f.type for f in fields(P)], P.__doc__)
Base = make_dataclass('Base', [('a', int, field(default=0))])
Child = make_dataclass('Child', [('b', str, field(default=''))], bases=(Base,), namespace={'double': lambda self: self.a * 2})
c = Child(4, 'x')
print(c, c.double(), asdict(c), isinstance(c, Base))
F = make_dataclass('F', [('k', str)], frozen=True, order=True)
print(sorted([F('b'), F('a')]), hash(F('a')) == hash(('a',)))
S = make_dataclass('S', ['v'], slots=True, namespace={'__module__': 'mymod'})
print(S.__slots__, S(1), S.__module__)
