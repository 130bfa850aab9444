from typing import NamedTuple

Employee = NamedTuple('Employee', [('name', str), ('id', int)])
e = Employee('ann', 3)
print(e, Employee.__annotations__, Employee._fields, Employee.__module__)
Kw = NamedTuple('Kw', name=str, level=int)
print(Kw('x', 1), Kw._fields)
print(isinstance(e, tuple), Employee._make(['b', 4]))
