# a built-in function kept on a class is not bound (it is no descriptor)
import math

class A:
    f = len
    g = repr
    h = math.sqrt
    k = abs

a = A()
print(A.f([1, 2]), a.f('abc'), A.g(1), a.g('x'), A.h(16), a.h(9), a.k(-2))
A.m = max
print(A.m(1, 5), a.m(3, 2))
a.n = min
print(a.n(4, 3))

class B(A):
    pass

print(B.f((1,)), B().g(None))
