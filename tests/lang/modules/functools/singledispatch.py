# functools.singledispatch: dispatch on the type of the first argument
from functools import singledispatch

@singledispatch
def show(x):
    return 'object ' + repr(x)
@show.register(int)
def _(x):
    return 'int %d' % x
@show.register(list)
def _(x):
    return 'list of %d' % len(x)
def for_str(x, suffix=''):
    return 'str ' + x + suffix
show.register(str, for_str)
class Base:
    pass
class Child(Base):
    pass
@show.register(Base)
def _(x):
    return 'base ' + type(x).__name__
print(show(1), show(True), show([1, 2]), show('s'), show('s', suffix='!'), show(2.5), show(None))
print(show(Base()), show(Child()), show({}))
print(show.dispatch(bool) is show.dispatch(int), show.dispatch(float) is show.registry[object])
print(sorted(t.__name__ for t in show.registry))
class MyList(list):
    pass
print(show(MyList([1])))
@show.register(Child)
def _(x):
    return 'child'
print(show(Child()), show(Base()))
print(show.__name__)
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: show())
t(lambda: show.register(1))
t(lambda: show.register(1, len))
def plain(x):
    return x
try:
    show.register(plain)
except TypeError as e:
    print(str(e).replace(repr(plain), '<plain>'))
