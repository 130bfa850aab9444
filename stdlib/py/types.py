"""types: names for the built-in types, and SimpleNamespace, MappingProxyType.

CPython 3.11's module, cut to what cannot reach the interpreter's
insides: there is no CodeType, FrameType, TracebackType, CellType or
new_class; FunctionType and the other type names serve isinstance only
(calling FunctionType raises TypeError: a function cannot be built from a
code object in the sandbox).
"""

__all__ = ['SimpleNamespace', 'MappingProxyType', 'FunctionType', 'LambdaType', 'GeneratorType',
           'CoroutineType', 'AsyncGeneratorType', 'MethodType', 'BuiltinFunctionType', 'BuiltinMethodType', 'ModuleType', 'NoneType',
           'EllipsisType', 'NotImplementedType', 'UnionType']


def _f():
    pass


def _g():
    yield 1


async def _co():
    pass


async def _ag():
    yield 1


class _C:
    def _m(self):
        pass


FunctionType = type(_f)
LambdaType = type(lambda: None)
GeneratorType = type(_g())
_c = _co()
CoroutineType = type(_c)
_c.close()
AsyncGeneratorType = type(_ag())
MethodType = type(_C()._m)
BuiltinFunctionType = type(len)
BuiltinMethodType = type([].append)
import _pysafe
import _sys as _mod_example
ModuleType = type(_mod_example)
del _mod_example
NoneType = type(None)
EllipsisType = type(Ellipsis)
NotImplementedType = type(NotImplemented)
UnionType = type(int | str)
del _f, _g, _C, _co, _ag, _c


_ns_repr_running = []   # the namespaces whose repr is being made


class SimpleNamespace:
    """A simple attribute-based namespace."""

    def __init__(self, *args, **kwargs):
        if args:
            raise TypeError('no positional arguments expected')
        for k, v in kwargs.items():
            setattr(self, k, v)

    def __repr__(self):
        name = 'namespace' if type(self) is SimpleNamespace else type(self).__name__
        if any(r is self for r in _ns_repr_running):
            return name + '(...)'   # a namespace that holds itself, as CPython prints it
        _ns_repr_running.append(self)
        try:
            items = ['%s=%r' % (k, v) for k, v in self.__dict__.items()]
        finally:
            _ns_repr_running.pop()
        return '%s(%s)' % (name, ', '.join(items))

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return self.__dict__ == other.__dict__
        return NotImplemented

    __hash__ = None


# CPython's type is named 'types.SimpleNamespace' in its messages (a missing
# attribute, unhashable); __name__ stays 'SimpleNamespace'
_pysafe.set_tp_name(SimpleNamespace, 'types.SimpleNamespace')


class mappingproxy:
    """A read-only view of a mapping."""

    __slots__ = ('_mapping',)
    __module__ = 'builtins'   # named and shown as CPython's built-in type

    def __new__(cls, mapping):
        # CPython's test: anything subscriptable but a list or a tuple
        if not hasattr(mapping, '__getitem__') or isinstance(mapping, (list, tuple)):
            raise TypeError("mappingproxy() argument must be a mapping, not %s" % type(mapping).__name__)
        self = object.__new__(cls)
        object.__setattr__(self, '_mapping', mapping)
        return self

    def __getitem__(self, key):
        return self._mapping[key]

    def __setitem__(self, key, value):
        raise TypeError("'mappingproxy' object does not support item assignment")

    def __delitem__(self, key):
        raise TypeError("'mappingproxy' object does not support item deletion")

    def __setattr__(self, name, value):
        raise AttributeError("'mappingproxy' object has no attribute '%s'" % name)

    def __len__(self):
        return len(self._mapping)

    def __iter__(self):
        return iter(self._mapping)

    def __contains__(self, key):
        return key in self._mapping

    def __reversed__(self):
        return reversed(self._mapping)

    def get(self, key, default=None):
        return self._mapping.get(key, default)

    def keys(self):
        return self._mapping.keys()

    def values(self):
        return self._mapping.values()

    def items(self):
        return self._mapping.items()

    def copy(self):
        return self._mapping.copy()

    def __eq__(self, other):
        return self._mapping == other

    def __or__(self, other):
        return self._mapping | other

    def __ror__(self, other):
        return other | self._mapping

    def __ior__(self, other):
        raise TypeError("'|=' is not supported by mappingproxy; use '|' instead")

    def __repr__(self):
        return 'mappingproxy(%r)' % (self._mapping,)

    def __str__(self):
        return str(self._mapping)

    __hash__ = None


MappingProxyType = mappingproxy
del mappingproxy
