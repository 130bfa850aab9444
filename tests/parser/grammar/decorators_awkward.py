@a
@a.b.c
@a(1, *x, k=2, **kw)
@a[0].b(c)(d)
@(lambda f: f)
@x if y else z
@(yield_ := w)
def f(): pass

@dataclass(frozen=True)
class C:
    @property
    def p(self): return 1
    @p.setter
    def p(self, v): ...
    @staticmethod
    async def s(): await x
