class A:
    def f(self): return 'A'
    def g(self): return 'A.g'
class B(A):
    def f(self): return 'B>' + super().f()
class C(A):
    def f(self): return 'C>' + super().f()
    def g(self): return 'C.g'
class D(B, C):
    def f(self): return 'D>' + super().f()
d = D()
print(d.f(), d.g())
print(isinstance(d, C), issubclass(D, A))
class X: pass
class Y: pass
class Z(X, Y): pass
print(Z().__class__.__name__)
try:
    class Bad(A, B): pass
except TypeError as e:
    print(e)
try:
    class Dup(A, A): pass
except TypeError as e:
    print(e)
class M1:
    def hello(self): return 'M1'
class M2:
    def hello(self): return 'M2'
    def other(self): return 'M2.other'
class Both(M1, M2): pass
print(Both().hello(), Both().other())
