class A: pass
class B(): pass
class C(A): pass
class D(A, B, metaclass=M): pass
class E(*bases, **kw): pass
class F(A,): pass
class G(
    A,
    B,
):
    x: int
    y: str = "a"
    def m(self): return self
    class Inner: pass
@dec
class H: ...
