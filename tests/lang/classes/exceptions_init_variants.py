class NoSuper(Exception):
    def __init__(self, a, b):
        self.a = a
        self.b = b
e = NoSuper(1, 2)
print(e.args, str(e), repr(e), e.a)
class SetArgs(Exception):
    def __init__(self, msg):
        self.args = ('custom', msg)
print(SetArgs('m').args, str(SetArgs('m')))
class KwOnly(Exception):
    def __init__(self, *, code):
        super().__init__(f'code {code}')
        self.code = code
k = KwOnly(code=7)
print(k, k.code, k.args)
try:
    KwOnly(1)
except TypeError as e:
    print(e)
class Default(Exception):
    def __init__(self, msg='default message'):
        super().__init__(msg)
print(Default(), Default('x'), Default().args)
class WithRepr(Exception):
    def __repr__(self):
        return 'WithRepr!'
print(repr(WithRepr('a')), str(WithRepr('a')), [WithRepr()])
try:
    Exception(x=1)
except TypeError as e:
    print(e)
class Kw(Exception):
    pass
try:
    Kw(a=1)
except TypeError as e:
    print(e)
