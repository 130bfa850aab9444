# the type names serve isinstance checks over functions, methods, generators, builtins, modules, singletons
import types, math
def f(): pass
def gen(): yield 1
class C:
    def m(self): pass
    @classmethod
    def cm(cls): pass
    @staticmethod
    def sm(): pass
vals = [f, lambda: 1, gen, gen(), C().m, C.cm, C.sm, C.m, len, print, [].append, 'x'.upper, math, types, None, ..., NotImplemented, 1, C, (x for x in [])]
names = ['FunctionType', 'LambdaType', 'GeneratorType', 'MethodType', 'BuiltinFunctionType', 'BuiltinMethodType', 'ModuleType',
         'NoneType', 'EllipsisType', 'NotImplementedType']
for i, v in enumerate(vals):
    print(i, [n for n in names if isinstance(v, getattr(types, n))])
print(types.FunctionType is types.LambdaType, types.BuiltinFunctionType is types.BuiltinMethodType, types.NoneType is type(None))
print(types.FunctionType.__name__, types.MethodType.__name__, types.ModuleType.__name__, types.NoneType.__name__,
      types.EllipsisType.__name__, types.NotImplementedType.__name__, types.BuiltinFunctionType.__name__)
