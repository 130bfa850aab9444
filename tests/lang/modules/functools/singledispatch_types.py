# singledispatch: registration by argument and by decorator (pysafe functions have no annotations); dispatch on subclasses and ABCs; registry
from functools import singledispatch
@singledispatch
def show(x):
    return 'default ' + type(x).__name__
@show.register(int)
def _(x):
    return 'int %d' % x
@show.register(float)
def _(x):
    return 'float %r' % x
@show.register(list)
@show.register(tuple)
def _(x):
    return 'seq len %d' % len(x)
@show.register(dict)
def _(x):
    return 'mapping ' + ','.join(sorted(map(str, x)))
def for_str(x):
    return 'str ' + x
show.register(str, for_str)
class Base: pass
class Child(Base): pass
@show.register(Base)
def _(x):
    return 'Base-family ' + type(x).__name__
for v in [1, True, 2.5, 'hi', [1, 2], (3,), {'b': 1, 'a': 2}, None, Child(), Base(), b'x', {1}, range(3)]:
    print(show(v))
print(show.dispatch(bool).__name__ if hasattr(show.dispatch(bool), '__name__') else '', show.dispatch(str) is for_str, show.dispatch(object) is show.registry[object])
print(sorted(k.__name__ for k in show.registry.keys()))
try:
    show()
except TypeError as e:
    print(type(e).__name__, e)
try:
    @show.register
    def _(x):
        return 'no annotation'
except TypeError as e:
    print(type(e).__name__, str(e)[:45])
