"""typing: NamedTuple and TypedDict, and the common names of type hints.

pysafe checks no types, so what matters is that model code which writes
hints runs: `from typing import List, Optional`, `def f(x: Optional[int])`,
`T = TypeVar('T')`, `class Stack(Generic[T])`, `cast(int, x)`. The aliases
subscript to values with CPython's reprs (typing.List[int],
typing.Optional[str]) that compare as CPython's do. Differences
(docs/language.md): Generic[T] and Protocol[T] are Generic and Protocol
themselves (so that they can be bases), a user generic C[int] is C, the
aliases cannot be bases or isinstance()'s second argument, NamedTuple is in
its classes' MRO (CPython's NamedTuple is a function), get_type_hints reads
__annotations__ without resolving strings.
"""
import _pysafe
import collections as _collections

TYPE_CHECKING = False


def _a_function():
    pass


_FunctionType = type(_a_function)
_NoneType = type(None)


def _type_repr(obj):
    if isinstance(obj, type):
        module = getattr(obj, '__module__', 'builtins')
        if module == 'builtins':
            return obj.__qualname__
        return '%s.%s' % (module, obj.__qualname__)
    if obj is ...:
        return '...'
    if isinstance(obj, _FunctionType):
        return obj.__name__
    return repr(obj)


def _as_tuple(params):
    return params if isinstance(params, tuple) else (params,)


def _hint(arg):
    # None stands for its type inside a hint
    return _NoneType if arg is None else arg


def _arg(arg):
    # an argument of a subscription: None is its type, a str a ForwardRef
    if arg is None:
        return _NoneType
    if isinstance(arg, str):
        return ForwardRef(arg)
    return arg


class _Final:
    """What every typing object shares: they are hints, not classes."""
    __slots__ = ()

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


class ForwardRef(_Final):
    """A string in a subscripted hint (List['Node']): kept as written, never
    evaluated (pysafe resolves no hint)."""
    __slots__ = ('__forward_arg__', '__forward_module__', '__forward_evaluated__',
                 '__forward_value__', '__forward_is_argument__', '__forward_is_class__')

    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError('Forward reference must be a string -- got %r' % (arg,))
        self.__forward_arg__ = arg
        self.__forward_module__ = module
        self.__forward_evaluated__ = False
        self.__forward_value__ = None
        self.__forward_is_argument__ = is_argument
        self.__forward_is_class__ = is_class

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return (self.__forward_arg__ == other.__forward_arg__
                and self.__forward_module__ == other.__forward_module__)

    def __hash__(self):
        return hash((self.__forward_arg__, self.__forward_module__))

    def __repr__(self):
        if self.__forward_module__ is None:
            return 'ForwardRef(%r)' % (self.__forward_arg__,)
        return 'ForwardRef(%r, module=%r)' % (self.__forward_arg__, self.__forward_module__)


class _SpecialForm(_Final):
    """Any, Union, Optional, ClassVar, Final, Literal ...: a name, and what
    subscribing it gives."""
    __slots__ = ('_name', '_getitem')

    def __init__(self, name, getitem=None):
        self._name = name
        self._getitem = getitem

    def __repr__(self):
        return 'typing.' + self._name

    def __call__(self, *args, **kwds):
        raise TypeError('Cannot instantiate %r' % (self,))

    def __getitem__(self, parameters):
        if self._getitem is None:
            raise TypeError('%r is not subscriptable' % (self,))
        return self._getitem(self, parameters)


class _AnyForm(_SpecialForm):
    """Any: a class in CPython 3.11, hence its two texts."""
    __slots__ = ()

    def __call__(self, *args, **kwds):
        raise TypeError('Any cannot be instantiated')

    def __getitem__(self, parameters):
        raise TypeError("type 'Any' is not subscriptable")


def _abc_origin(origin):
    # an alias of a collections.abc class names it until its origin is read,
    # so hints cost no import of collections.abc
    if isinstance(origin, str):
        import collections.abc
        origin = getattr(collections.abc, origin, object)
    return origin


class _GenericAlias(_Final):
    """A subscripted hint: typing.List[int], typing.ClassVar[int] ..."""
    __slots__ = ('_origin', '__args__', '_name', '_inst')

    def __init__(self, origin, args, name, inst=True):
        self._origin = origin
        self.__args__ = args
        self._name = name
        self._inst = inst

    @property
    def __origin__(self):
        o = self._origin = _abc_origin(self._origin)
        return o

    def __repr__(self):
        if not self.__args__:
            return 'typing.%s[()]' % (self._name,)
        return 'typing.%s[%s]' % (self._name, ', '.join(_type_repr(a) for a in self.__args__))

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return self._origin == other._origin and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self._origin, self.__args__))

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError('Type %s cannot be instantiated; use %s() instead'
                            % (self._name, self.__origin__.__name__.lower()))
        return self.__origin__(*args, **kwargs)

    def __getitem__(self, params):
        params = _as_tuple(params)
        typevars = [a for a in self.__args__ if isinstance(a, TypeVar)]
        if not typevars:
            raise TypeError('%r is not a generic class' % (self,))
        if len(params) != len(typevars):
            raise TypeError('Too %s arguments for %r' % ('many' if len(params) > len(typevars) else 'few', self))
        subst = dict(zip(typevars, params))
        return _GenericAlias(self._origin, tuple(subst.get(a, a) if isinstance(a, TypeVar) else a
                                                 for a in self.__args__), self._name, self._inst)


class _CallableAlias(_GenericAlias):
    __slots__ = ()

    def __repr__(self):
        args = self.__args__
        if len(args) == 2 and args[0] is ...:
            return 'typing.Callable[..., %s]' % (_type_repr(args[1]),)
        return 'typing.Callable[[%s], %s]' % (', '.join(_type_repr(a) for a in args[:-1]), _type_repr(args[-1]))


class _SpecialGenericAlias(_Final):
    """typing.List, typing.Dict ...: the deprecated aliases of the built-in
    and abstract containers, subscriptable nparams times."""
    __slots__ = ('_origin', '_name', '_nparams', '_inst')

    def __init__(self, origin, nparams, name, inst=True):
        self._origin = origin
        self._nparams = nparams
        self._name = name
        self._inst = inst

    @property
    def __origin__(self):
        o = self._origin = _abc_origin(self._origin)
        return o

    def __repr__(self):
        return 'typing.' + self._name

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError('Type %s cannot be instantiated; use %s() instead'
                            % (self._name, self.__origin__.__name__))
        return self.__origin__(*args, **kwargs)

    def __getitem__(self, params):
        if self._name == 'Tuple':
            if params == ():
                return _GenericAlias(tuple, (), 'Tuple', False)
            return _GenericAlias(tuple, tuple(_arg(p) for p in _as_tuple(params)), 'Tuple', False)
        if self._name == 'Callable':
            if not isinstance(params, tuple) or len(params) != 2:
                raise TypeError('Callable must be used as Callable[[arg, ...], result].')
            args, result = params
            if args is ...:
                return _CallableAlias(self._origin, (..., _arg(result)), 'Callable', False)
            # a single argument type need not be in a list (CPython 3.11)
            args = args if isinstance(args, list) else [args]
            return _CallableAlias(self._origin, tuple(_arg(a) for a in args) + (_arg(result),),
                                  'Callable', False)
        params = tuple(_arg(p) for p in _as_tuple(params))
        if len(params) != self._nparams:
            raise TypeError('Too %s arguments for %r; actual %d, expected %d'
                            % ('many' if len(params) > self._nparams else 'few', self, len(params),
                               self._nparams))
        return _GenericAlias(self._origin, params, self._name, self._inst)


class _UnionGenericAlias(_GenericAlias):
    __slots__ = ()

    def __repr__(self):
        args = self.__args__
        if len(args) == 2:
            if args[0] is _NoneType:
                return 'typing.Optional[%s]' % (_type_repr(args[1]),)
            if args[1] is _NoneType:
                return 'typing.Optional[%s]' % (_type_repr(args[0]),)
        return 'typing.Union[%s]' % (', '.join(_type_repr(a) for a in args),)

    def __eq__(self, other):
        if not isinstance(other, _UnionGenericAlias):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))


def _union_getitem(self, parameters):
    if parameters == ():
        raise TypeError('Cannot take a Union of no types.')
    flat = []
    for p in _as_tuple(parameters):
        p = _arg(p)
        if isinstance(p, _UnionGenericAlias):
            members = p.__args__
        else:
            members = (p,)
        for m in members:
            if m not in flat:
                flat.append(m)
    if len(flat) == 1:
        return flat[0]
    return _UnionGenericAlias(Union, tuple(flat), 'Union', False)


def _optional_getitem(self, parameters):
    if isinstance(parameters, tuple):
        raise TypeError('typing.Optional requires a single type. Got %r.' % (parameters,))
    return Union[parameters, None]


def _one_arg(self, parameters):
    if isinstance(parameters, tuple):
        raise TypeError('%s accepts only single type. Got %r.' % (self, parameters))
    return _GenericAlias(self, (_arg(parameters),), self._name, False)


def _literal_getitem(self, parameters):
    # nested Literals flatten; a value repeats only with another type
    # (Literal[1, True] keeps both), as CPython
    values = []
    for p in _as_tuple(parameters):
        values.extend(p.__args__ if isinstance(p, _LiteralAlias) else (p,))
    seen = []
    kept = []
    for v in values:
        key = (v, type(v))
        if key not in seen:
            seen.append(key)
            kept.append(v)
    return _LiteralAlias(self, tuple(kept), 'Literal', False)


class _LiteralAlias(_GenericAlias):
    __slots__ = ()

    def __repr__(self):
        if not self.__args__:
            return 'typing.Literal[()]'
        return 'typing.Literal[%s]' % (', '.join(repr(a) for a in self.__args__),)

    def __eq__(self, other):
        if not isinstance(other, _LiteralAlias):
            return NotImplemented
        return set((a, type(a)) for a in self.__args__) == set((a, type(a)) for a in other.__args__)

    def __hash__(self):
        return hash(frozenset((a, type(a)) for a in self.__args__))


def _annotated_getitem(self, params):
    if not isinstance(params, tuple) or len(params) < 2:
        raise TypeError('Annotated[...] should be used with at least two arguments (a type and an annotation).')
    origin, metadata = _arg(params[0]), tuple(params[1:])
    if isinstance(origin, _AnnotatedAlias):
        # Annotated[Annotated[T, x], y] is Annotated[T, x, y]
        metadata = origin.__metadata__ + metadata
        origin = origin.__origin__
    return _AnnotatedAlias(origin, metadata)


class _AnnotatedAlias(_GenericAlias):
    __slots__ = ('__metadata__',)

    def __init__(self, origin, metadata):
        _GenericAlias.__init__(self, origin, (origin,), 'Annotated', True)
        self.__metadata__ = metadata

    def __repr__(self):
        return 'typing.Annotated[%s, %s]' % (_type_repr(self.__origin__),
                                             ', '.join(repr(a) for a in self.__metadata__))

    def __eq__(self, other):
        if not isinstance(other, _AnnotatedAlias):
            return NotImplemented
        return self._origin == other._origin and self.__metadata__ == other.__metadata__

    def __hash__(self):
        return hash((self._origin, self.__metadata__))


Any = _AnyForm('Any')
NoReturn = _SpecialForm('NoReturn')
Never = _SpecialForm('Never')
Self = _SpecialForm('Self')
LiteralString = _SpecialForm('LiteralString')
TypeAlias = _SpecialForm('TypeAlias')
Union = _SpecialForm('Union', _union_getitem)
Optional = _SpecialForm('Optional', _optional_getitem)
ClassVar = _SpecialForm('ClassVar', _one_arg)
Final = _SpecialForm('Final', _one_arg)
Required = _SpecialForm('Required', _one_arg)
NotRequired = _SpecialForm('NotRequired', _one_arg)
TypeGuard = _SpecialForm('TypeGuard', _one_arg)
Literal = _SpecialForm('Literal', _literal_getitem)
Annotated = _SpecialForm('Annotated', _annotated_getitem)


class TypeVar(_Final):
    """Type variable: T = TypeVar('T'), with constraints, a bound, and
    variance."""
    __slots__ = ('__name__', '__bound__', '__constraints__', '__covariant__', '__contravariant__')

    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        if covariant and contravariant:
            raise ValueError('Bivariant types are not supported.')
        if constraints and bound is not None:
            raise TypeError('Constraints cannot be combined with bound=...')
        if len(constraints) == 1:
            raise TypeError('A single constraint is not allowed')
        self.__name__ = name
        self.__bound__ = _arg(bound) if bound is not None else None
        self.__constraints__ = tuple(_arg(c) for c in constraints)
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)

    def __repr__(self):
        prefix = '+' if self.__covariant__ else '-' if self.__contravariant__ else '~'
        return prefix + self.__name__


class ParamSpec(_Final):
    """Parameter specification variable: P = ParamSpec('P')."""
    __slots__ = ('__name__',)

    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        self.__name__ = name

    def __repr__(self):
        return '~' + self.__name__


AnyStr = TypeVar('AnyStr', bytes, str)


class Generic:
    """Abstract base class for generic types. Generic[T] is Generic itself
    here, so that `class Stack(Generic[T])` has a class as its base, and a
    user generic Stack[int] is Stack."""
    __slots__ = ()

    def __class_getitem__(cls, params):
        return cls


# what CPython's _get_protocol_attrs leaves out of a protocol's members
_PROTO_SKIP = frozenset({
    '__abstractmethods__', '__annotations__', '__weakref__', '_is_protocol',
    '_is_runtime_protocol', '__dict__', '__args__', '__slots__', '__next_in_mro__',
    '__parameters__', '__origin__', '__orig_bases__', '__extra__', '__tree_hash__',
    '__doc__', '__subclasshook__', '__init__', '__new__', '__module__',
    '_MutableMapping__marker', '_gorg', '__qualname__', '_protocol_attrs_',
    '__init_subclass__'})


class _ProtocolMeta:
    """The class-level protocol of Protocol classes (a plain class: see
    numbers' ABCMeta): isinstance/issubclass against a @runtime_checkable
    protocol, asked once the class's MRO has said no, check the members."""

    def __instancecheck__(cls, instance):
        if '_is_runtime_protocol' not in dict(_pysafe.class_items(cls)):
            return False
        for attr in cls._protocol_attrs_:
            if not hasattr(instance, attr):
                return False
            if callable(getattr(cls, attr, None)) and getattr(instance, attr) is None:
                return False
        return True

    def __subclasscheck__(cls, other):
        if '_is_runtime_protocol' not in dict(_pysafe.class_items(cls)):
            return False
        if not isinstance(other, type):
            raise TypeError('issubclass() arg 1 must be a class')
        attrs = cls._protocol_attrs_
        if any(not callable(getattr(cls, a, None)) for a in attrs):
            raise TypeError("Protocols with non-method members don't support issubclass()")
        return all(getattr(other, a, None) is not None for a in attrs)


class Protocol(Generic, metaclass=_ProtocolMeta):
    """Base class for protocol classes. A class records its members (its
    own and the nearest protocol base's: pysafe has no __mro__ to merge
    several); @runtime_checkable turns on the structural isinstance."""
    __slots__ = ()

    def __init_subclass__(cls, **kwargs):
        attrs = set(_pysafe.class_lookup(cls, '_protocol_attrs_', None) or ())
        own = dict(_pysafe.class_items(cls))
        for name in own:
            if name not in _PROTO_SKIP and not name.startswith('_abc_'):
                attrs.add(name)
        attrs.update(own.get('__annotations__', {}))
        cls._protocol_attrs_ = frozenset(attrs)


def runtime_checkable(cls):
    if not isinstance(cls, type) or not issubclass(cls, Generic) or cls is Generic:
        raise TypeError('@runtime_checkable can be only applied to protocol classes, got %r' % (cls,))
    cls._is_runtime_protocol = True
    return cls


Hashable = _SpecialGenericAlias('Hashable', 0, 'Hashable')
Sized = _SpecialGenericAlias('Sized', 0, 'Sized')
Awaitable = _SpecialGenericAlias('Awaitable', 1, 'Awaitable', False)
Coroutine = _SpecialGenericAlias('Coroutine', 3, 'Coroutine', False)
AsyncIterable = _SpecialGenericAlias('AsyncIterable', 1, 'AsyncIterable', False)
AsyncIterator = _SpecialGenericAlias('AsyncIterator', 1, 'AsyncIterator', False)
Iterable = _SpecialGenericAlias('Iterable', 1, 'Iterable', False)
Iterator = _SpecialGenericAlias('Iterator', 1, 'Iterator', False)
Reversible = _SpecialGenericAlias('Reversible', 1, 'Reversible', False)
Container = _SpecialGenericAlias('Container', 1, 'Container', False)
Collection = _SpecialGenericAlias('Collection', 1, 'Collection', False)
Callable = _SpecialGenericAlias('Callable', 2, 'Callable', False)
AbstractSet = _SpecialGenericAlias('Set', 1, 'AbstractSet', False)
MutableSet = _SpecialGenericAlias('MutableSet', 1, 'MutableSet', False)
Mapping = _SpecialGenericAlias('Mapping', 2, 'Mapping', False)
MutableMapping = _SpecialGenericAlias('MutableMapping', 2, 'MutableMapping', False)
Sequence = _SpecialGenericAlias('Sequence', 1, 'Sequence', False)
MutableSequence = _SpecialGenericAlias('MutableSequence', 1, 'MutableSequence', False)
ByteString = _SpecialGenericAlias('ByteString', 0, 'ByteString', False)
Tuple = _SpecialGenericAlias(tuple, -1, 'Tuple', False)
List = _SpecialGenericAlias(list, 1, 'List', False)
Deque = _SpecialGenericAlias(_collections.deque, 1, 'Deque')
Set = _SpecialGenericAlias(set, 1, 'Set', False)
FrozenSet = _SpecialGenericAlias(frozenset, 1, 'FrozenSet', False)
MappingView = _SpecialGenericAlias('MappingView', 1, 'MappingView', False)
KeysView = _SpecialGenericAlias('KeysView', 1, 'KeysView', False)
ItemsView = _SpecialGenericAlias('ItemsView', 2, 'ItemsView', False)
ValuesView = _SpecialGenericAlias('ValuesView', 1, 'ValuesView', False)
Dict = _SpecialGenericAlias(dict, 2, 'Dict', False)
DefaultDict = _SpecialGenericAlias(_collections.defaultdict, 2, 'DefaultDict')
OrderedDict = _SpecialGenericAlias(_collections.OrderedDict, 2, 'OrderedDict')
Counter = _SpecialGenericAlias(_collections.Counter, 1, 'Counter')
ChainMap = _SpecialGenericAlias(_collections.ChainMap, 2, 'ChainMap')
Generator = _SpecialGenericAlias('Generator', 3, 'Generator', False)
AsyncGenerator = _SpecialGenericAlias('AsyncGenerator', 2, 'AsyncGenerator', False)
Type = _SpecialGenericAlias(type, 1, 'Type', False)
Text = str


def cast(typ, val):
    """Return val unchanged: a hint to a type checker."""
    return val


def assert_type(val, typ):
    return val


def assert_never(arg):
    value = repr(arg)
    if len(value) > 100:
        value = value[:100] + '...'
    raise AssertionError('Expected code to be unreachable, but got: %s' % (value,))


def _overload_dummy(*args, **kwds):
    raise NotImplementedError(
        'You should not call an overloaded function. '
        'A series of @overload-decorated functions '
        'outside a stub module should always be followed '
        'by an implementation that is not @overload-ed.')


def overload(func):
    return _overload_dummy


def final(f):
    return f


def no_type_check(arg):
    return arg


def no_type_check_decorator(decorator):
    return decorator


def dataclass_transform(**kwargs):
    def decorator(cls_or_fn):
        return cls_or_fn
    return decorator


def get_origin(tp):
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, (_GenericAlias, _SpecialGenericAlias)):
        return tp.__origin__
    if tp is Generic:
        return Generic
    return None


def get_args(tp):
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, _CallableAlias):
        args = tp.__args__
        if args[0] is ...:
            return args
        return (list(args[:-1]), args[-1])
    if isinstance(tp, _GenericAlias):
        return tp.__args__
    return ()


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """The annotations of obj, as written (strings are not resolved)."""
    hints = getattr(obj, '__annotations__', None)
    if hints is None:
        return {}
    return {k: _hint(v) for k, v in hints.items()}


class NewType:
    """NewType('UserId', int): a callable that returns its argument, for
    type checkers a distinct type."""

    def __init__(self, name, tp):
        self.__qualname__ = name
        self.__name__ = name
        self.__supertype__ = tp
        self.__module__ = '__main__'

    def __repr__(self):
        return '%s.%s' % (self.__module__, self.__qualname__)

    def __call__(self, x):
        return x

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


# ---- NamedTuple --------------------------------------------------------------

_prohibited = frozenset({'__new__', '__init__', '__slots__', '__getnewargs__',
                         '_fields', '_field_defaults', '_make', '_replace', '_asdict', '_source'})
_special = frozenset({'__module__', '__name__', '__annotations__'})


def _make_nmtuple(cls, name, types, module, defaults=()):
    fields = tuple(n for n, t in types)
    nm = cls if cls is not None else _collections._namedtuple_base()
    for n in fields:
        if n.startswith('_'):
            raise ValueError('Field names cannot start with an underscore: %r' % (n,))
    if len(set(fields)) != len(fields):
        for i, n in enumerate(fields):
            if n in fields[:i]:
                raise ValueError('Encountered duplicate field name: %r' % (n,))
    field_defaults = dict(zip(fields[len(fields) - len(defaults):], defaults))
    _collections._install_namedtuple(nm, name, fields, tuple(defaults), field_defaults)
    nm.__annotations__ = {n: t for n, t in types}
    nm.__module__ = module
    return nm


class NamedTuple(tuple):
    """Typed version of namedtuple:

        class Employee(NamedTuple):
            name: str
            id: int = 3

    is namedtuple('Employee', ['name', 'id'], defaults=[3]) with
    __annotations__; NamedTuple('Employee', [('name', str), ('id', int)])
    makes the same class."""
    __slots__ = ()

    def __new__(cls, typename=None, fields=None, /, **kwargs):
        if typename is None:
            raise TypeError("NamedTuple.__new__() missing 1 required positional argument: 'typename'")
        if fields is None:
            fields = kwargs.items()
        elif kwargs:
            raise TypeError('Either list of fields or keywords can be provided to NamedTuple, not both')
        return _make_nmtuple(None, typename, [(n, _hint(t)) for n, t in fields], '__main__')

    def __init_subclass__(cls, **kwargs):
        if getattr(cls, '_fields', None) is not None:
            return  # a subclass of a NamedTuple class: an ordinary class
        ns = _pysafe.class_items(cls)
        own = dict(ns)
        for key, value in ns:
            if key in _prohibited:
                raise AttributeError('Cannot overwrite NamedTuple attribute ' + key)
        types = own.get('__annotations__', {})
        default_names = []
        defaults = []
        for field_name in types:
            if field_name in own:
                default_names.append(field_name)
                defaults.append(own[field_name])
            elif default_names:
                raise TypeError('Non-default namedtuple field %s cannot follow default field%s %s'
                                % (field_name, 's' if len(default_names) > 1 else '',
                                   ', '.join(default_names)))
        qualname = cls.__qualname__
        module = own.get('__module__', '__main__')
        _make_nmtuple(cls, cls.__name__, [(n, _hint(t)) for n, t in types.items()], module, defaults)
        cls.__qualname__ = qualname
        for key, value in ns:
            if key not in _special and key not in types:
                setattr(cls, key, value)


NamedTuple._fields = None


# ---- TypedDict ----------------------------------------------------------------

class _TypedDictMeta:
    """The class-level protocol of TypedDict (a plain class: see enum's
    EnumType): calling a TypedDict class makes a dict."""

    def __call__(cls, *args, **kwargs):
        if cls is TypedDict:
            return _typeddict_functional(*args, **kwargs)
        return dict(*args, **kwargs)


_typeddict_pending = []


def _typeddict_functional(typename, fields=None, /, *, total=True, **kwargs):
    if fields is None:
        fields = kwargs
    elif kwargs:
        raise TypeError('TypedDict takes either a dict or keyword arguments, but not both')
    _typeddict_pending.append((typename, dict(fields)))

    class _functional_typeddict_(TypedDict, total=total):
        pass

    return _functional_typeddict_


class TypedDict(metaclass=_TypedDictMeta):
    """A dict with a fixed set of keys, each of a type. Calling a TypedDict
    class makes a plain dict, as in CPython; the keys are not checked."""

    def __init_subclass__(cls, total=True, **kwargs):
        own = dict(_pysafe.class_items(cls))
        annotations = dict(own.get('__annotations__', {}))
        if cls.__name__ == '_functional_typeddict_' and _typeddict_pending:
            name, fields = _typeddict_pending.pop()
            cls.__name__ = name
            cls.__qualname__ = name
            cls.__module__ = '__main__'
            annotations = fields
        # what the TypedDict it derives from recorded (the first along the
        # MRO: pysafe has no __mro__ to merge several)
        inherited = dict(_pysafe.class_lookup(cls, '_typeddict_annotations_', None) or {})
        required = set(_pysafe.class_lookup(cls, '__required_keys__', None) or ())
        optional = set(_pysafe.class_lookup(cls, '__optional_keys__', None) or ())
        for key, tp in annotations.items():
            # Required[...] / NotRequired[...] override the class's total
            q = tp._origin if isinstance(tp, _GenericAlias) else None
            if q is Required or (q is not NotRequired and total):
                required.add(key)
                optional.discard(key)
            else:
                optional.add(key)
                required.discard(key)
        inherited.update({k: _hint(v) for k, v in annotations.items()})
        cls.__annotations__ = inherited
        cls._typeddict_annotations_ = inherited
        cls.__required_keys__ = frozenset(required)
        cls.__optional_keys__ = frozenset(optional)
        cls.__total__ = total




__all__ = [
    'Annotated', 'Any', 'Callable', 'ClassVar', 'Final', 'ForwardRef', 'Generic', 'Literal',
    'Optional', 'ParamSpec', 'Protocol', 'Tuple', 'Type', 'TypeVar', 'Union',
    'AbstractSet', 'ByteString', 'Container', 'Hashable', 'ItemsView', 'Iterable', 'Iterator',
    'KeysView', 'Mapping', 'MappingView', 'MutableMapping', 'MutableSequence', 'MutableSet',
    'Sequence', 'Sized', 'ValuesView', 'Awaitable', 'AsyncIterator', 'AsyncIterable',
    'Coroutine', 'Collection', 'AsyncGenerator', 'Reversible',
    'ChainMap', 'Counter', 'Deque', 'Dict', 'DefaultDict', 'List', 'OrderedDict', 'Set',
    'FrozenSet', 'NamedTuple', 'TypedDict', 'Generator',
    'AnyStr', 'assert_never', 'assert_type', 'cast', 'dataclass_transform', 'final',
    'get_args', 'get_origin', 'get_type_hints', 'NewType', 'no_type_check',
    'no_type_check_decorator', 'NoReturn', 'Never', 'overload', 'runtime_checkable', 'Self',
    'Text', 'TYPE_CHECKING', 'TypeAlias', 'TypeGuard', 'LiteralString', 'Required', 'NotRequired',
]
