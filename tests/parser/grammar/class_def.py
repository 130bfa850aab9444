class A: pass
class B(A): pass
class C(A, B, metaclass=M, **kw): x = 1
class D(): pass
