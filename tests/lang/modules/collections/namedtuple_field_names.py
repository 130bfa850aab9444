from collections import namedtuple

A = namedtuple('A', 'x y z')
B = namedtuple('B', 'x, y, z')
C = namedtuple('C', ['x', 'y', 'z'])
D = namedtuple('D', ('x', 'y', 'z'))
E = namedtuple('E', 'x,y   z')
for T in [A, B, C, D, E]:
    print(T._fields, T(1, 2, 3))
Single = namedtuple('Single', 'only')
print(Single(1), Single.__doc__, Single._fields)
Empty = namedtuple('Empty', '')
print(Empty(), Empty._fields, Empty.__doc__, len(Empty()))
Gen = namedtuple('Gen', (f for f in ['a', 'b']))
print(Gen(1, 2))
