# SimpleNamespace, MappingProxyType, and the type names for isinstance
import types
ns = types.SimpleNamespace(a=1, b='x')
print(ns, ns.a, ns == types.SimpleNamespace(a=1, b='x'), ns == types.SimpleNamespace(a=2), ns != 5)
ns.c = [1]; del ns.a; print(ns, repr(types.SimpleNamespace()))
try:
    types.SimpleNamespace(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    hash(ns)
except TypeError as e:
    print(type(e).__name__)
class NS(types.SimpleNamespace): pass
print(NS(z=3))
d = {'k': 1, 'j': 2}
mp = types.MappingProxyType(d)
print(mp, mp['k'], len(mp), list(mp), 'k' in mp, mp.get('q', 9), list(mp.items()), list(mp.keys()), list(mp.values()), mp.copy(), mp == d, mp | {'z': 0}, str(mp))
d['n'] = 3; print(mp['n'], len(mp))
for f in [lambda: types.MappingProxyType([1]), lambda: types.MappingProxyType(5)]:
    try:
        f()
    except TypeError as e:
        print(type(e).__name__, e)
try:
    mp['x'] = 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    del mp['k']
except TypeError as e:
    print(type(e).__name__, e)
def f(): pass
def g(): yield 1
class C:
    def m(self): pass
print(isinstance(f, types.FunctionType), isinstance(lambda: 0, types.LambdaType), isinstance(g(), types.GeneratorType),
      isinstance(C().m, types.MethodType), isinstance(len, types.BuiltinFunctionType), isinstance([].append, types.BuiltinMethodType),
      isinstance(types, types.ModuleType), isinstance(None, types.NoneType), isinstance(..., types.EllipsisType),
      isinstance(NotImplemented, types.NotImplementedType), isinstance(f, types.GeneratorType), isinstance(1, types.FunctionType))
try:
    types.FunctionType(f, {})
except TypeError as e:
    print(type(e).__name__)
