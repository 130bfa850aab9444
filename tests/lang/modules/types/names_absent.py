# types' public names exist; new_class and the like raise AttributeError where pysafe leaves them out
import types
present = ['SimpleNamespace', 'MappingProxyType', 'FunctionType', 'LambdaType', 'GeneratorType', 'MethodType',
           'BuiltinFunctionType', 'BuiltinMethodType', 'ModuleType', 'NoneType', 'EllipsisType', 'NotImplementedType']
print([n for n in present if not hasattr(types, n)])
from types import SimpleNamespace, MappingProxyType, NoneType
print(SimpleNamespace.__name__, MappingProxyType.__name__, NoneType.__name__)
try:
    from types import NoSuchName
except ImportError as e:
    print(type(e).__name__, str(e).split(' (')[0])
