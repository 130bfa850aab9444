from collections import namedtuple

names = ['f%d' % i for i in range(30)]
Big = namedtuple('Big', names)
b = Big(*range(30))
print(b)
print(b.f0, b.f29, b[15], len(b))
print(b._replace(f10=-1).f10)
print(Big._make(range(100, 130)).f5)
