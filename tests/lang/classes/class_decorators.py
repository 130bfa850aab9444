registry = {}
def register(cls):
    registry[cls.__name__] = cls
    return cls
@register
class Foo:
    pass
@register
class Bar(Foo):
    pass
print(sorted(registry), registry['Bar'].__name__)
def add_method(cls):
    cls.extra = lambda self: 'extra!'
    return cls
@add_method
class Baz:
    pass
print(Baz().extra())
def counted(f):
    def wrapper(*a, **k):
        wrapper.calls += 1
        return f(*a, **k)
    wrapper.calls = 0
    return wrapper
class S:
    @counted
    def go(self, x):
        return x * 2
s = S()
print(s.go(2), s.go(3), S.go.calls)
