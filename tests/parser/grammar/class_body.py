class A:
    """doc"""
    x: int = 0
    def m(self):
        return self.x
    @property
    def p(self): return 1
    class Inner:
        pass
