# Ordering between different classes is not supported; order needs eq; an
# order method of the class's own is refused.
from dataclasses import dataclass


@dataclass(order=True)
class A:
    x: int


@dataclass(order=True)
class B:
    x: int


for op in (lambda: A(1) < B(2), lambda: A(1) <= 3, lambda: 'a' > A(1), lambda: A(1) >= None):
    try:
        op()
    except TypeError as e:
        print(type(e).__name__, e)
print(A(1).__lt__(B(2)))
try:
    @dataclass(order=True, eq=False)
    class C:
        x: int
except ValueError as e:
    print(type(e).__name__, e)
try:
    @dataclass(order=True)
    class D:
        x: int

        def __lt__(self, other):
            return True
except TypeError as e:
    print(type(e).__name__, e)
try:
    sorted([A(2), B(1)])
except TypeError as e:
    print(type(e).__name__, e)
