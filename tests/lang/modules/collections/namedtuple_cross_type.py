from collections import namedtuple

A = namedtuple('A', 'x y')
B = namedtuple('B', 'u v')
print(A(1, 2) == B(1, 2), A(1, 2) == (1, 2), A(1, 2) is A(1, 2))
print(sorted([A(2, 1), B(1, 5), (1, 2)]))
print(A(1, 2) + B(3, 4))
print(type(A(1, 2) + B(3, 4)).__name__)
print(A(*B(7, 8)))
