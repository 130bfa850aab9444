from collections import namedtuple

P = namedtuple('P', 'x y', defaults=[0])
p = P(1)
print(p._fields, p._field_defaults, p.__match_args__)
print(getattr(p, 'x'), getattr(p, 'y'), getattr(p, 'z', 'nope'), hasattr(p, 'x'), hasattr(p, 'z'))
print(p.__class__.__name__, p.__doc__)
try:
    p.z
except AttributeError as e:
    print(type(e).__name__, e)
print(P.x.__get__(p) if False else P.x.__doc__)
