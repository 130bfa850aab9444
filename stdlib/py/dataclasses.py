"""Data classes: CPython 3.11's dataclasses module for pysafe.

The behaviour and every message follow CPython's Lib/dataclasses.py. What
that module does with exec() is done here with closures over plans the C
helper _dataclasses runs (stdlib/dataclasses_helpers.c): a generated
__init__ binds its arguments with the errors CPython's own binding would
give for the signature it would have written, and the comparison, hash and
repr methods read the fields through it. Where CPython reads cls.__dict__
or cls.__mro__, which a script cannot reach, the helper answers instead.

Differences (docs/language.md, "dataclasses"): no pickling support beyond __getstate__/__setstate__ on
frozen slotted classes, weakref_slot accepted without weak references, and
a class whose own __init__ a dataclass keeps gets no signature in the
__doc__ it is given.
"""
import _dataclasses as _dc
from _pysafe import class_items as _class_items

__all__ = ['dataclass',
           'field',
           'Field',
           'FrozenInstanceError',
           'InitVar',
           'KW_ONLY',
           'MISSING',

           # Helper functions.
           'fields',
           'asdict',
           'astuple',
           'make_dataclass',
           'replace',
           'is_dataclass',
           ]


# Raised when an attempt is made to modify a frozen class.
class FrozenInstanceError(AttributeError): pass


# A sentinel for default values, to signal that a default factory will be
# used; its repr shows in the signature.
class _HAS_DEFAULT_FACTORY_CLASS:
    def __repr__(self):
        return '<factory>'


_HAS_DEFAULT_FACTORY = _HAS_DEFAULT_FACTORY_CLASS()


# A sentinel to detect if a parameter is supplied or not.
class _MISSING_TYPE:
    pass


MISSING = _MISSING_TYPE()


# A sentinel to mark the following fields keyword-only.
class _KW_ONLY_TYPE:
    pass


KW_ONLY = _KW_ONLY_TYPE()


class _MappingProxy:
    """A read-only view of a mapping that is not a dict (CPython's
    types.MappingProxyType); a dict gets the built-in mappingproxy (its
    keys view's .mapping)."""
    __slots__ = ('_mapping',)
    __module__ = 'builtins'
    __qualname__ = 'mappingproxy'

    def __init__(self, mapping):
        object.__setattr__(self, '_mapping', mapping)

    def __setattr__(self, name, value):
        raise AttributeError(f"'mappingproxy' object has no attribute {name!r}")

    def __getitem__(self, key):
        return self._mapping[key]

    def __iter__(self):
        return iter(self._mapping)

    def __len__(self):
        return len(self._mapping)

    def __contains__(self, key):
        return key in self._mapping

    def __eq__(self, other):
        if isinstance(other, _MappingProxy):
            other = other._mapping
        return self._mapping == other

    def __repr__(self):
        return 'mappingproxy(' + repr(self._mapping) + ')'

    def __str__(self):
        return str(self._mapping)

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


def _mappingproxy(mapping):
    if isinstance(mapping, dict):
        return dict.keys(mapping).mapping
    if not hasattr(mapping, 'keys') or not hasattr(mapping, '__getitem__'):
        raise TypeError(f'mappingproxy() argument must be a mapping, not {type(mapping).__name__}')
    return _MappingProxy(mapping)


# Since most per-field metadata will be unused, one empty read-only proxy is
# shared among all fields.
_EMPTY_METADATA = _mappingproxy({})


# Markers for the various kinds of fields and pseudo-fields.
class _FIELD_BASE:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


_FIELD = _FIELD_BASE('_FIELD')
_FIELD_CLASSVAR = _FIELD_BASE('_FIELD_CLASSVAR')
_FIELD_INITVAR = _FIELD_BASE('_FIELD_INITVAR')

# The attribute of a class that holds its Field objects; its presence says
# the class is a data class.
_FIELDS = '__dataclass_fields__'

# The attribute that holds the parameters given to @dataclass.
_PARAMS = '__dataclass_params__'

# The method that, if it exists, is called at the end of __init__.
_POST_INIT_NAME = '__post_init__'


def _recursive_repr(user_function):
    # A repr that returns "..." for a recursive call on the same object.
    repr_running = set()

    def wrapper(self):
        key = id(self)
        if key in repr_running:
            return '...'
        repr_running.add(key)
        try:
            result = user_function(self)
        finally:
            repr_running.discard(key)
        return result
    wrapper.__name__ = user_function.__name__
    wrapper.__qualname__ = user_function.__qualname__
    wrapper.__doc__ = user_function.__doc__
    return wrapper


class InitVar:
    __slots__ = ('type', )

    def __init__(self, type):
        self.type = type

    def __repr__(self):
        if isinstance(self.type, type):
            type_name = self.type.__name__
        else:
            # type hints, e.g. list[int]
            type_name = repr(self.type)
        return f'dataclasses.InitVar[{type_name}]'

    def __class_getitem__(cls, type):
        return InitVar(type)


# Instances of Field are only ever created from within this module, by the
# field() function; name and type are filled in when the class is processed.
class Field:
    __slots__ = ('name',
                 'type',
                 'default',
                 'default_factory',
                 'repr',
                 'hash',
                 'init',
                 'compare',
                 'metadata',
                 'kw_only',
                 '_field_type',  # Private: not to be used by user code.
                 )

    def __init__(self, default, default_factory, init, repr, hash, compare,
                 metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = (_EMPTY_METADATA
                         if metadata is None else
                         _mappingproxy(metadata))
        self.kw_only = kw_only
        self._field_type = None

    @_recursive_repr
    def __repr__(self):
        return ('Field('
                f'name={self.name!r},'
                f'type={self.type!r},'
                f'default={self.default!r},'
                f'default_factory={self.default_factory!r},'
                f'init={self.init!r},'
                f'repr={self.repr!r},'
                f'hash={self.hash!r},'
                f'compare={self.compare!r},'
                f'metadata={self.metadata!r},'
                f'kw_only={self.kw_only!r},'
                f'_field_type={self._field_type}'
                ')')

    # The __set_name__ protocol for a descriptor given as a field's default:
    # the class body's Field is replaced by the default in _process_class,
    # so the descriptor learns its name at the right time.
    def __set_name__(self, owner, name):
        func = getattr(type(self.default), '__set_name__', None)
        if func:
            func(self.default, owner, name)


class _DataclassParams:
    __slots__ = ('init',
                 'repr',
                 'eq',
                 'order',
                 'unsafe_hash',
                 'frozen',
                 )

    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen

    def __repr__(self):
        return ('_DataclassParams('
                f'init={self.init!r},'
                f'repr={self.repr!r},'
                f'eq={self.eq!r},'
                f'order={self.order!r},'
                f'unsafe_hash={self.unsafe_hash!r},'
                f'frozen={self.frozen!r}'
                ')')


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True,
          hash=None, compare=True, metadata=None, kw_only=MISSING):
    """Return an object to identify dataclass fields.

    default is the default value of the field.  default_factory is a
    0-argument function called to initialize a field's value.  If init
    is true, the field will be a parameter to the class's __init__()
    function.  If repr is true, the field will be included in the
    object's repr().  If hash is true, the field will be included in the
    object's hash().  If compare is true, the field will be used in
    comparison functions.  metadata, if specified, must be a mapping
    which is stored but not otherwise examined by dataclass.  If kw_only
    is true, the field will become a keyword-only parameter to
    __init__().

    It is an error to specify both default and default_factory.
    """

    if default is not MISSING and default_factory is not MISSING:
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, hash, compare,
                 metadata, kw_only)


def _fields_in_init_order(fields):
    # The fields as __init__ takes them: the positional ones, then the
    # keyword-only ones.
    return (tuple(f for f in fields if f.init and not f.kw_only),
            tuple(f for f in fields if f.init and f.kw_only)
            )


# ---- the generated methods --------------------------------------------------

_FunctionType = type(field)


def _set_qualname(cls, value):
    # The generated functions get the qualified name of the class they
    # belong to.
    if isinstance(value, _FunctionType):
        value.__qualname__ = f"{cls.__qualname__}.{value.__name__}"
    return value


def _set_new_attribute(cls, name, value):
    # Never overwrites an existing attribute.  Returns True if the
    # attribute already exists.
    if _dc.own(cls, name, MISSING) is not MISSING:
        return True
    _set_qualname(cls, value)
    setattr(cls, name, value)
    return False


# The steps of an init plan (_dataclasses.plan), one per field assigned.
_STEP_PARAM = 0
_STEP_PARAM_FACTORY = 1
_STEP_FACTORY = 2
_STEP_CONST = 3


def _init_fn(cls, fields, std_fields, kw_only_fields, frozen, has_post_init,
             self_name, slots):
    # fields contains both real fields and InitVar pseudo-fields.

    # No field without a default may follow one with a default.
    seen_default = False
    for f in std_fields:
        # Only consider the non-kw-only fields in the __init__ call.
        if f.init:
            if not (f.default is MISSING and f.default_factory is MISSING):
                seen_default = True
            elif seen_default:
                raise TypeError(f'non-default argument {f.name!r} '
                                'follows default argument')

    # The signature CPython would write: self, the positional fields, then
    # the keyword-only ones, each defaulting to its default (or to the
    # factory sentinel).
    params = [f for f in std_fields] + [f for f in kw_only_fields]
    names = tuple([self_name] + [f.name for f in params])
    index = {f.name: i + 1 for i, f in enumerate(params)}
    defaults = []
    for f in std_fields:
        if f.default is not MISSING:
            defaults.append(f.default)
        elif f.default_factory is not MISSING:
            defaults.append(_HAS_DEFAULT_FACTORY)
    kwdefaults = {}
    for f in kw_only_fields:
        if f.default is not MISSING:
            kwdefaults[f.name] = f.default
        elif f.default_factory is not MISSING:
            kwdefaults[f.name] = _HAS_DEFAULT_FACTORY

    # What each field's line of the body does (CPython's _field_init).
    steps = []
    for f in fields:
        if f.default_factory is not MISSING:
            if f.init:
                step = (f.name, _STEP_PARAM_FACTORY, index[f.name], f.default_factory)
            else:
                step = (f.name, _STEP_FACTORY, -1, f.default_factory)
        elif f.init:
            step = (f.name, _STEP_PARAM, index[f.name], None)
        elif slots and f.default is not MISSING:
            step = (f.name, _STEP_CONST, -1, f.default)
        else:
            # reading the field finds the class attribute holding the default
            continue
        # InitVars are passed to __post_init__, never assigned
        if f._field_type is not _FIELD_INITVAR:
            steps.append(step)

    post_init = None
    if has_post_init:
        post_init = tuple(index[f.name] for f in fields
                          if f._field_type is _FIELD_INITVAR)

    plan = _dc.plan(f'{cls.__qualname__}.__init__', names, 1 + len(std_fields),
                    tuple(defaults), kwdefaults, tuple(steps), frozen,
                    post_init, _HAS_DEFAULT_FACTORY)

    def __init__(*args, **kwargs):
        _dc.init(plan, args, kwargs)
    __init__._dataclass_signature = _signature_text(std_fields, kw_only_fields)
    return __init__


def _format_annotation(annotation):
    # inspect.formatannotation, for the signature in the class's __doc__.
    if type(annotation) is type(list[int]):
        return str(annotation)
    if isinstance(annotation, type):
        module = getattr(annotation, '__module__', 'builtins')
        if module == 'builtins':
            return annotation.__qualname__
        return module + '.' + annotation.__qualname__
    return repr(annotation)


def _signature_text(std_fields, kw_only_fields):
    # str(inspect.signature(cls)) for the generated __init__.
    def param(f):
        text = f'{f.name}: {_format_annotation(f.type)}'
        if f.default is not MISSING:
            text += f' = {f.default!r}'
        elif f.default_factory is not MISSING:
            text += f' = {_HAS_DEFAULT_FACTORY!r}'
        return text
    params = [param(f) for f in std_fields]
    if kw_only_fields:
        params.append('*')
        params += [param(f) for f in kw_only_fields]
    return '(' + ', '.join(params) + ')'


def _class_signature(cls):
    # The signature of calling cls, from the __init__ it would run: one this
    # module generated, or object's (no __init__ or __new__ of the
    # script's along the MRO); '' for any other.
    init = getattr(cls, '__init__', None)
    text = getattr(init, '_dataclass_signature', None)
    if text is not None:
        return text
    for b in _dc.mro(cls):
        if (_dc.own(b, '__init__', MISSING) is not MISSING
                or _dc.own(b, '__new__', MISSING) is not MISSING):
            return ''
    return '()'


def _repr_fn(fields):
    names = tuple(f.name for f in fields)

    def __repr__(self):
        return (self.__class__.__qualname__ + '('
                + ', '.join([f'{name}={getattr(self, name)!r}' for name in names])
                + ')')
    return _recursive_repr(__repr__)


def _frozen_get_del_attr(cls, fields):
    names = tuple(f.name for f in fields)

    def __setattr__(self, name, value):
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self, name):
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)
    return __setattr__, __delattr__


def _cmp_fn(name, fields):
    # The comparison of the two objects' field tuples when they are of the
    # same class; NotImplemented otherwise.
    names = tuple(f.name for f in fields)
    attrs = _dc.attrs
    if name == '__eq__':
        def fn(self, other):
            if other.__class__ is self.__class__:
                return attrs(self, names) == attrs(other, names)
            return NotImplemented
    elif name == '__lt__':
        def fn(self, other):
            if other.__class__ is self.__class__:
                return attrs(self, names) < attrs(other, names)
            return NotImplemented
    elif name == '__le__':
        def fn(self, other):
            if other.__class__ is self.__class__:
                return attrs(self, names) <= attrs(other, names)
            return NotImplemented
    elif name == '__gt__':
        def fn(self, other):
            if other.__class__ is self.__class__:
                return attrs(self, names) > attrs(other, names)
            return NotImplemented
    else:
        def fn(self, other):
            if other.__class__ is self.__class__:
                return attrs(self, names) >= attrs(other, names)
            return NotImplemented
    fn.__name__ = name
    fn.__qualname__ = name
    return fn


def _hash_fn(fields):
    names = tuple(f.name for f in fields)
    attrs = _dc.attrs

    def __hash__(self):
        return hash(attrs(self, names))
    return __hash__


# ---- fields -------------------------------------------------------------------


def _is_initvar(a_type, dataclasses):
    return (a_type is InitVar
            or type(a_type) is InitVar)


def _is_kw_only(a_type, dataclasses):
    return a_type is KW_ONLY


def _is_word(c):
    return c.isalnum() or c == '_'


def _module_identifier(text):
    # CPython's _MODULE_IDENTIFIER_RE, r'^(?:\s*(\w+)\s*\.)?\s*(\w+)': an
    # optional module name and a dot, then a name.  Returns (module or None,
    # name), or None.
    n = len(text)

    def skip_space(i):
        while i < n and text[i].isspace():
            i += 1
        return i

    def word(i):
        j = i
        while j < n and _is_word(text[j]):
            j += 1
        return j

    i = skip_space(0)
    j = word(i)
    if j == i:
        return None
    k = skip_space(j)
    if k < n and text[k] == '.':
        m = skip_space(k + 1)
        e = word(m)
        if e > m:
            return text[i:j], text[m:e]
    return None, text[i:j]


def _is_type(annotation, cls, a_type, is_type_predicate):
    # Does a string annotation refer to a_type of this module, as the class's
    # module names it ('InitVar[int]' or 'dataclasses.InitVar[int]')?  As in
    # CPython, only the module's globals are looked in, not the class body.
    match = _module_identifier(annotation)
    if match:
        module_name, name = match
        if not module_name:
            return is_type_predicate(_dc.module_global(cls, name), None)
        import dataclasses
        if _dc.module_global(cls, module_name) is dataclasses:
            return is_type_predicate(getattr(dataclasses, name, None), None)
    return False


def _is_classvar(a_type, _=None):
    # typing.ClassVar, bare or subscripted: objects of pysafe's typing module
    # (stdlib/py/typing.py), known by their class's module as CPython knows
    # them through sys.modules['typing']
    return (getattr(type(a_type), '__module__', None) == 'typing'
            and getattr(a_type, '_name', None) == 'ClassVar')


def _is_classvar_string(annotation, cls):
    # 'ClassVar[int]' or 'typing.ClassVar[int]' naming typing's ClassVar in
    # the class's module, as _is_type does for InitVar
    match = _module_identifier(annotation)
    if match:
        module_name, name = match
        if not module_name:
            return _is_classvar(_dc.module_global(cls, name))
        module = _dc.module_global(cls, module_name)
        if getattr(module, '__name__', None) == 'typing':
            return _is_classvar(getattr(module, name, None))
    return False


def _get_field(cls, a_name, a_type, default_kw_only):
    # A Field for this name and type; InitVars are returned too, marked as
    # such (f._field_type).

    # A default that is not a Field is the default of a new Field.
    default = getattr(cls, a_name, MISSING)
    if isinstance(default, Field):
        f = default
    else:
        f = field(default=default)

    f.name = a_name
    f.type = a_type
    f._field_type = _FIELD

    # A ClassVar (typing) is a class variable, not a field.
    if (_is_classvar(a_type)
        or (isinstance(f.type, str) and _is_classvar_string(f.type, cls))):
        f._field_type = _FIELD_CLASSVAR

    if f._field_type is _FIELD and (_is_initvar(a_type, None)
        or (isinstance(f.type, str)
            and _is_type(f.type, cls, InitVar, _is_initvar))):
        f._field_type = _FIELD_INITVAR

    # Special restrictions for ClassVar and InitVar.
    if f._field_type in (_FIELD_CLASSVAR, _FIELD_INITVAR):
        if f.default_factory is not MISSING:
            raise TypeError(f'field {f.name} cannot have a '
                            'default factory')

    # kw_only validation and assignment.
    if f._field_type in (_FIELD, _FIELD_INITVAR):
        if f.kw_only is MISSING:
            f.kw_only = default_kw_only
    else:
        if f.kw_only is not MISSING:
            raise TypeError(f'field {f.name} is a ClassVar but specifies '
                            'kw_only')

    # For real fields, disallow mutable defaults.  Unhashable is the proxy
    # for mutable; __hash__ is read from the class, not the instance.
    if f._field_type is _FIELD and f.default.__class__.__hash__ is None:
        raise ValueError(f'mutable default {type(f.default)} for field '
                         f'{f.name} is not allowed: use default_factory')

    return f


# ---- the class ----------------------------------------------------------------

# Whether and how to make __hash__, by (unsafe_hash, eq, frozen,
# has-explicit-hash): None is "leave it", 'none' sets __hash__ = None,
# 'add' makes one, 'error' refuses (CPython's _hash_action table).
_hash_action = {(False, False, False, False): None,
                (False, False, False, True ): None,
                (False, False, True,  False): None,
                (False, False, True,  True ): None,
                (False, True,  False, False): 'none',
                (False, True,  False, True ): None,
                (False, True,  True,  False): 'add',
                (False, True,  True,  True ): None,
                (True,  False, False, False): 'add',
                (True,  False, False, True ): 'error',
                (True,  False, True,  False): 'add',
                (True,  False, True,  True ): 'error',
                (True,  True,  False, False): 'add',
                (True,  True,  False, True ): 'error',
                (True,  True,  True,  False): 'add',
                (True,  True,  True,  True ): 'error',
                }


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen,
                   match_args, kw_only, slots, weakref_slot):
    # Insertion order: derived class fields overwrite base class fields, but
    # the order is defined by the base class, which is found first.
    fields = {}

    setattr(cls, _PARAMS, _DataclassParams(init, repr, eq, order,
                                           unsafe_hash, frozen))

    # The base classes in reverse MRO order, without cls: the fields of the
    # data classes among them, and whether any is frozen.
    any_frozen_base = False
    has_dataclass_bases = False
    for b in _dc.mro(cls)[-1:0:-1]:
        base_fields = getattr(b, _FIELDS, None)
        if base_fields is not None:
            has_dataclass_bases = True
            for f in base_fields.values():
                fields[f.name] = f
            if getattr(b, _PARAMS).frozen:
                any_frozen_base = True

    # The annotations of this class itself, in order: its fields.
    cls_annotations = _dc.own(cls, '__annotations__', {})

    cls_fields = []
    KW_ONLY_seen = False
    for name, type in cls_annotations.items():
        # A KW_ONLY marker makes the following fields keyword-only.
        if (_is_kw_only(type, None)
            or (isinstance(type, str)
                and _is_type(type, cls, KW_ONLY, _is_kw_only))):
            if KW_ONLY_seen:
                raise TypeError(f'{name!r} is KW_ONLY, but KW_ONLY '
                                'has already been specified')
            KW_ONLY_seen = True
            kw_only = True
        else:
            cls_fields.append(_get_field(cls, name, type, kw_only))

    for f in cls_fields:
        fields[f.name] = f

        # A class attribute that is a Field is replaced by the real default
        # (or removed when there is none).
        if isinstance(getattr(cls, f.name, None), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)

    # Every Field in the class needs an annotation.
    for name, value in _class_items(cls):
        if isinstance(value, Field) and not name in cls_annotations:
            raise TypeError(f'{name!r} is a field but has no type annotation')

    if has_dataclass_bases:
        if any_frozen_base and not frozen:
            raise TypeError('cannot inherit non-frozen dataclass from a '
                            'frozen one')
        if not any_frozen_base and frozen:
            raise TypeError('cannot inherit frozen dataclass from a '
                            'non-frozen one')

    # Remember all of the fields on our class (including bases).  This
    # also marks this class as being a dataclass.
    setattr(cls, _FIELDS, fields)

    # An explicit __hash__: one the class body defined, not the None that
    # comes with an __eq__ of its own.
    class_hash = _dc.own(cls, '__hash__', MISSING)
    has_explicit_hash = not (class_hash is MISSING or
                             (class_hash is None and
                              _dc.own(cls, '__eq__', MISSING) is not MISSING))

    if order and not eq:
        raise ValueError('eq must be true if order is true')

    # InitVars and real fields, in __init__ order.
    all_init_fields = [f for f in fields.values()
                       if f._field_type in (_FIELD, _FIELD_INITVAR)]
    (std_init_fields,
     kw_only_init_fields) = _fields_in_init_order(all_init_fields)

    if init:
        has_post_init = hasattr(cls, _POST_INIT_NAME)
        _set_new_attribute(cls, '__init__',
                           _init_fn(cls, all_init_fields,
                                    std_init_fields,
                                    kw_only_init_fields,
                                    frozen,
                                    has_post_init,
                                    '__dataclass_self__' if 'self' in fields
                                            else 'self',
                                    slots,
                          ))

    # The real fields, for all the methods below.
    field_list = [f for f in fields.values() if f._field_type is _FIELD]

    if repr:
        flds = [f for f in field_list if f.repr]
        _set_new_attribute(cls, '__repr__', _repr_fn(flds))

    if eq:
        flds = [f for f in field_list if f.compare]
        _set_new_attribute(cls, '__eq__', _cmp_fn('__eq__', flds))

    if order:
        flds = [f for f in field_list if f.compare]
        for name in ('__lt__', '__le__', '__gt__', '__ge__'):
            if _set_new_attribute(cls, name, _cmp_fn(name, flds)):
                raise TypeError(f'Cannot overwrite attribute {name} '
                                f'in class {cls.__name__}. Consider using '
                                'functools.total_ordering')

    if frozen:
        for fn in _frozen_get_del_attr(cls, field_list):
            if _set_new_attribute(cls, fn.__name__, fn):
                raise TypeError(f'Cannot overwrite attribute {fn.__name__} '
                                f'in class {cls.__name__}')

    hash_action = _hash_action[bool(unsafe_hash),
                               bool(eq),
                               bool(frozen),
                               has_explicit_hash]
    if hash_action == 'none':
        cls.__hash__ = None
    elif hash_action == 'add':
        flds = [f for f in field_list if (f.compare if f.hash is None else f.hash)]
        cls.__hash__ = _set_qualname(cls, _hash_fn(flds))
    elif hash_action == 'error':
        raise TypeError(f'Cannot overwrite attribute __hash__ '
                        f'in class {cls.__name__}')

    if not getattr(cls, '__doc__'):
        cls.__doc__ = (cls.__name__ + _class_signature(cls))

    if match_args:
        _set_new_attribute(cls, '__match_args__',
                           tuple(f.name for f in std_init_fields))

    if weakref_slot and not slots:
        raise TypeError('weakref_slot is True but slots is False')
    if slots:
        cls = _add_slots(cls, frozen, weakref_slot)

    _dc.update_abstract(cls)

    return cls


# __getstate__ and __setstate__ of frozen classes with slots (CPython's, for
# pickling).
def _dataclass_getstate(self):
    return [getattr(self, f.name) for f in fields(self)]


def _dataclass_setstate(self, state):
    for field, value in zip(fields(self), state):
        # use setattr because dataclass may be frozen
        object.__setattr__(self, field.name, value)


def _get_slots(cls):
    slots = _dc.own(cls, '__slots__', None)
    if slots is None:
        return []
    if isinstance(slots, str):
        return [slots]
    # Slots may be any iterable, but not an iterator: it would already be
    # (partially) consumed.
    if not hasattr(slots, '__next__'):
        return list(slots)
    raise TypeError(f"Slots of '{cls.__name__}' cannot be determined")


def _add_slots(cls, is_frozen, weakref_slot):
    # A new class is needed: __slots__ cannot be set on a class once made.
    if _dc.own(cls, '__slots__', MISSING) is not MISSING:
        raise TypeError(f'{cls.__name__} already specifies __slots__')

    cls_dict = dict(_class_items(cls))
    field_names = tuple(f.name for f in fields(cls))
    inherited_slots = set()
    for b in _dc.mro(cls)[1:-1]:
        inherited_slots.update(_get_slots(b))
    wanted = field_names + (('__weakref__',) if weakref_slot else ())
    cls_dict['__slots__'] = tuple(name for name in wanted
                                  if name not in inherited_slots)

    for field_name in field_names:
        # The defaults go: __init__ assigns them.
        cls_dict.pop(field_name, None)
    cls_dict.pop('__dict__', None)
    cls_dict.pop('__weakref__', None)

    qualname = getattr(cls, '__qualname__', None)
    cls = _dc.remake(cls, cls_dict)
    if qualname is not None:
        cls.__qualname__ = qualname

    if is_frozen:
        if '__getstate__' not in cls_dict:
            cls.__getstate__ = _dataclass_getstate
        if '__setstate__' not in cls_dict:
            cls.__setstate__ = _dataclass_setstate

    return cls


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False,
              unsafe_hash=False, frozen=False, match_args=True,
              kw_only=False, slots=False, weakref_slot=False):
    """Add dunder methods based on the fields defined in the class.

    Examines PEP 526 __annotations__ to determine fields.

    If init is true, an __init__() method is added to the class. If repr
    is true, a __repr__() method is added. If order is true, rich
    comparison dunder methods are added. If unsafe_hash is true, a
    __hash__() method is added. If frozen is true, fields may not be
    assigned to after instance creation. If match_args is true, the
    __match_args__ tuple is added. If kw_only is true, then by default
    all fields are keyword-only. If slots is true, a new class with a
    __slots__ attribute is returned.
    """

    def wrap(cls):
        return _process_class(cls, init, repr, eq, order, unsafe_hash,
                              frozen, match_args, kw_only, slots,
                              weakref_slot)

    # @dataclass() with parentheses
    if cls is None:
        return wrap

    # @dataclass without them
    return wrap(cls)


def fields(class_or_instance):
    """Return a tuple describing the fields of this dataclass.

    Accepts a dataclass or an instance of one. Tuple elements are of
    type Field.
    """
    try:
        fields = getattr(class_or_instance, _FIELDS)
    except AttributeError:
        raise TypeError('must be called with a dataclass type or instance') from None

    # Exclude pseudo-fields, in the order the fields were defined.
    return tuple(f for f in fields.values() if f._field_type is _FIELD)


def _is_dataclass_instance(obj):
    """Returns True if obj is an instance of a dataclass."""
    return hasattr(type(obj), _FIELDS)


def is_dataclass(obj):
    """Returns True if obj is a dataclass or an instance of a
    dataclass."""
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, _FIELDS)


# ---- asdict, astuple ------------------------------------------------------------

# copy.deepcopy for what asdict and astuple copy: the values that are not
# data classes, lists, tuples or dicts.
_ATOMIC = {type(None), bool, int, float, str, bytes, type, range, slice,
           type(Ellipsis), type(NotImplemented), type(len), type(field),
           type([].append), property}


def _deepcopy(x, memo):
    cls = type(x)
    if cls in _ATOMIC or isinstance(x, type):
        return x
    key = id(x)
    if key in memo:
        return memo[key]
    copier = getattr(x, '__deepcopy__', None)
    if copier is not None:
        y = copier(memo)
    elif cls is list:
        y = []
        memo[key] = y
        for a in x:
            y.append(_deepcopy(a, memo))
    elif cls is tuple:
        items = [_deepcopy(a, memo) for a in x]
        if key in memo:
            return memo[key]
        same = True
        for a, b in zip(items, x):
            if a is not b:
                same = False
        y = x if same else tuple(items)
    elif cls is dict:
        y = {}
        memo[key] = y
        for k, v in x.items():
            y[_deepcopy(k, memo)] = _deepcopy(v, memo)
    elif cls is set:
        y = set([_deepcopy(a, memo) for a in x])
    elif cls is frozenset:
        y = frozenset([_deepcopy(a, memo) for a in x])
    elif isinstance(x, BaseException) and not hasattr(x, '__dict__'):
        y = cls(*_deepcopy(x.args, memo))
    elif hasattr(x, '__dict__') or _slot_names(cls):
        y = _deepcopy_instance(x, cls, memo)
    else:
        raise TypeError(f"cannot pickle {cls.__name__!r} object")
    memo[key] = y
    return y


def _slot_names(cls):
    names = []
    for b in _dc.mro(cls):
        slots = _dc.own(b, '__slots__', ())
        names += [slots] if isinstance(slots, str) else list(slots)
    return names


def _deepcopy_instance(x, cls, memo):
    # What copy does through __reduce_ex__: a new instance without
    # __init__, its contents and its state copied.
    y = object.__new__(cls)
    memo[id(x)] = y
    if isinstance(x, list):
        list.extend(y, [_deepcopy(a, memo) for a in x])
    elif isinstance(x, dict):
        for k, v in x.items():
            dict.__setitem__(y, _deepcopy(k, memo), _deepcopy(v, memo))
    if hasattr(x, '__dict__'):
        state = _deepcopy(x.__dict__, memo)
        y.__dict__.update(state)
    for name in _slot_names(cls):
        if name not in ('__dict__', '__weakref__') and hasattr(x, name):
            object.__setattr__(y, name, _deepcopy(getattr(x, name), memo))
    return y


def asdict(obj, *, dict_factory=dict):
    """Return the fields of a dataclass instance as a new dictionary mapping
    field names to field values.

    Example usage::

      @dataclass
      class C:
          x: int
          y: int

      c = C(1, 2)
      assert asdict(c) == {'x': 1, 'y': 2}

    If given, 'dict_factory' will be used instead of built-in dict.
    The function applies recursively to field values that are
    dataclass instances. This will also look into built-in containers:
    tuples, lists, and dicts.
    """
    if not _is_dataclass_instance(obj):
        raise TypeError("asdict() should be called on dataclass instances")
    return _asdict_inner(obj, dict_factory)


def _asdict_inner(obj, dict_factory):
    if _is_dataclass_instance(obj):
        result = []
        for f in fields(obj):
            value = _asdict_inner(getattr(obj, f.name), dict_factory)
            result.append((f.name, value))
        return dict_factory(result)
    elif isinstance(obj, tuple) and hasattr(obj, '_fields'):
        # a namedtuple: another of the same type
        return type(obj)(*[_asdict_inner(v, dict_factory) for v in obj])
    elif isinstance(obj, (list, tuple)):
        return type(obj)([_asdict_inner(v, dict_factory) for v in obj])
    elif isinstance(obj, dict):
        return type(obj)([(_asdict_inner(k, dict_factory),
                           _asdict_inner(v, dict_factory))
                          for k, v in obj.items()])
    else:
        return _deepcopy(obj, {})


def astuple(obj, *, tuple_factory=tuple):
    """Return the fields of a dataclass instance as a new tuple of field values.

    Example usage::

      @dataclass
      class C:
          x: int
          y: int

      c = C(1, 2)
      assert astuple(c) == (1, 2)

    If given, 'tuple_factory' will be used instead of built-in tuple.
    The function applies recursively to field values that are
    dataclass instances. This will also look into built-in containers:
    tuples, lists, and dicts.
    """

    if not _is_dataclass_instance(obj):
        raise TypeError("astuple() should be called on dataclass instances")
    return _astuple_inner(obj, tuple_factory)


def _astuple_inner(obj, tuple_factory):
    if _is_dataclass_instance(obj):
        result = []
        for f in fields(obj):
            value = _astuple_inner(getattr(obj, f.name), tuple_factory)
            result.append(value)
        return tuple_factory(result)
    elif isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_astuple_inner(v, tuple_factory) for v in obj])
    elif isinstance(obj, (list, tuple)):
        return type(obj)([_astuple_inner(v, tuple_factory) for v in obj])
    elif isinstance(obj, dict):
        return type(obj)([(_astuple_inner(k, tuple_factory), _astuple_inner(v, tuple_factory))
                          for k, v in obj.items()])
    else:
        return _deepcopy(obj, {})


# ---- make_dataclass, replace --------------------------------------------------------

_KEYWORDS = frozenset([
    'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break',
    'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally',
    'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal',
    'not', 'or', 'pass', 'raise', 'return', 'try', 'while', 'with', 'yield'])


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True,
                   repr=True, eq=True, order=False, unsafe_hash=False,
                   frozen=False, match_args=True, kw_only=False, slots=False,
                   weakref_slot=False):
    """Return a new dynamically created dataclass.

    The dataclass name will be 'cls_name'.  'fields' is an iterable
    of either (name), (name, type) or (name, type, Field) objects. If type is
    omitted, use the string 'typing.Any'.  Field objects are created by
    the equivalent of calling 'field(name, type [, Field-info])'.::

      C = make_dataclass('C', ['x', ('y', int), ('z', int, field(init=False))], bases=(Base,))

    is equivalent to::

      @dataclass
      class C(Base):
          x: 'typing.Any'
          y: int
          z: int = field(init=False)

    For the bases and namespace parameters, see the builtin type() function.

    The parameters init, repr, eq, order, unsafe_hash, and frozen are passed to
    dataclass().
    """

    if namespace is None:
        namespace = {}

    # The field names must be identifiers, not keywords, and not repeated.
    seen = set()
    annotations = {}
    defaults = {}
    for item in fields:
        if isinstance(item, str):
            name = item
            tp = 'typing.Any'
        elif len(item) == 2:
            name, tp, = item
        elif len(item) == 3:
            name, tp, spec = item
            defaults[name] = spec
        else:
            raise TypeError(f'Invalid field: {item!r}')

        if not isinstance(name, str) or not name.isidentifier():
            raise TypeError(f'Field names must be valid identifiers: {name!r}')
        if name in _KEYWORDS:
            raise TypeError(f'Field names must not be keywords: {name!r}')
        if name in seen:
            raise TypeError(f'Field name duplicated: {name!r}')

        seen.add(name)
        annotations[name] = tp

    # CPython makes the class in types.new_class, whose module it names.
    ns = {'__module__': 'types'}
    ns.update(namespace)
    ns.update(defaults)
    ns['__annotations__'] = annotations
    cls = _dc.new_class(cls_name, tuple(bases), ns)

    return dataclass(cls, init=init, repr=repr, eq=eq, order=order,
                     unsafe_hash=unsafe_hash, frozen=frozen,
                     match_args=match_args, kw_only=kw_only, slots=slots,
                     weakref_slot=weakref_slot)


def replace(obj, /, **changes):
    """Return a new object replacing specified fields with new values.

    This is especially useful for frozen classes.  Example usage::

      @dataclass(frozen=True)
      class C:
          x: int
          y: int

      c = C(1, 2)
      c1 = replace(c, x=3)
      assert c1.x == 3 and c1.y == 2
    """
    if not _is_dataclass_instance(obj):
        raise TypeError("replace() should be called on dataclass instances")

    # init=False fields may not be in changes; the others not in changes
    # are read from obj.
    for f in getattr(obj, _FIELDS).values():
        if f._field_type is _FIELD_CLASSVAR:
            continue

        if not f.init:
            if f.name in changes:
                raise ValueError(f'field {f.name} is declared with '
                                 'init=False, it cannot be specified with '
                                 'replace()')
            continue

        if f.name not in changes:
            if f._field_type is _FIELD_INITVAR and f.default is MISSING:
                raise ValueError(f"InitVar {f.name!r} "
                                 'must be specified with replace()')
            changes[f.name] = getattr(obj, f.name)

    # The new object, through __init__ and __post_init__; names that are not
    # fields get __init__'s TypeError.
    return obj.__class__(**changes)
