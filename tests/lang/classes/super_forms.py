class A:
    def __init__(self):
        self.log = ['A']
    @classmethod
    def make(cls):
        return cls.__name__ + ' via A'
    @staticmethod
    def st(x):
        return x * 2
class B(A):
    def __init__(self):
        super().__init__()
        self.log.append('B')
    @classmethod
    def make(cls):
        return 'B:' + super().make()
    def st_via_super(self):
        return super().st(4)
    def lam(self):
        return (lambda: super(B, self).make())()
b = B()
print(b.log, B.make(), b.make(), b.st_via_super(), b.lam())
print(super(B, b).make())
try:
    super(B, 5)
except TypeError as e:
    print(e)
def free():
    return super()
try:
    free()
except RuntimeError as e:
    print(e)
class C:
    def m(self):
        def inner():
            return super().__init__
        return inner
try:
    C().m()()
except RuntimeError as e:
    print(e)
