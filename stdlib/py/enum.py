"""Enumerations: Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique.

CPython 3.11's enum, written for pysafe. What differs underneath:

- pysafe has no metaclasses for scripts. This module's EnumType is a plain
  class named as the class-level protocol of Enum (`metaclass=` is honoured
  only in the sandbox's own modules, objects/class_build.c): iter(Color),
  len(Color), Color(1), Color['RED'], x in Color, repr(Color), Color.attr
  (missing names, __members__) and Color.x = v reach EnumType's methods with
  the class as first argument. type(Color) is still `type`.
- A class body writes into a plain dict, so the members are found after the
  body has run: Enum.__init_subclass__ reads the class's own namespace in
  definition order (_pysafe.class_items) and turns the values into members.
  Consequence: a name assigned twice in the body keeps its last value (CPython
  raises "'X' already defined as ...").
- int and str cannot be subclassed in pysafe. IntEnum, IntFlag and
  StrEnum members (and those of `class C(int, Enum)` / `class C(str, Enum)`,
  whose built-in base the class machinery replaces by the mixin below) are
  plain instances that behave as their value does: comparisons, hashing,
  arithmetic, int()/float()/index/format, the value's methods through
  attribute delegation. isinstance(member, int) is False, and built-ins
  that demand a real str (str.join, `x in some_str`) refuse them.
  docs/language.md lists the differences.
"""
import _pysafe

_bltin_property = property
_bltin_bin = bin


def _a_function():
    pass


_FunctionType = type(_a_function)
_MethodDescriptorType = type(str.upper)


class nonmember:
    """Protects item from becoming an Enum member during class creation."""
    def __init__(self, value):
        self.value = value


class member:
    """Forces item to become an Enum member during class creation."""
    def __init__(self, value):
        self.value = value


def _is_descriptor(obj):
    if isinstance(obj, (_FunctionType, _bltin_property, staticmethod, classmethod, _MethodDescriptorType)):
        return True
    t = type(obj)
    return hasattr(t, '__get__') or hasattr(t, '__set__') or hasattr(t, '__delete__')


def _is_dunder(name):
    return (len(name) > 4 and name[:2] == name[-2:] == '__'
            and name[2] != '_' and name[-3] != '_')


def _is_sunder(name):
    return (len(name) > 2 and name[0] == name[-1] == '_'
            and name[1:2] != '_' and name[-2:-1] != '_')


def _is_private(cls_name, name):
    pattern = '_%s__' % (cls_name,)
    n = len(pattern)
    return (len(name) > n and name.startswith(pattern)
            and (name[-1] != '_' or name[-2] != '_'))


def _is_single_bit(num):
    if num == 0:
        return False
    num &= num - 1
    return num == 0


def _iter_bits_lsb(num):
    # a list, not a generator: pysafe has no generators yet
    original = num
    if isinstance(num, Enum):
        num = num.value
    if num < 0:
        raise ValueError('%r is not a positive integer' % original)
    bits = []
    while num:
        b = num & (~num + 1)
        bits.append(b)
        num ^= b
    return bits


def show_flag_values(value):
    return _iter_bits_lsb(value)


def bin(num, max_bits=None):
    """Like built-in bin(), except negative values are represented in
    twos-complement, and the leading bit always indicates sign
    (0=positive, 1=negative)."""
    ceiling = 2 ** (num).bit_length()
    if num >= 0:
        s = _bltin_bin(num + ceiling).replace('1', '0', 1)
    else:
        s = _bltin_bin(~num ^ (ceiling - 1) + ceiling)
    sign = s[:3]
    digits = s[3:]
    if max_bits is not None:
        if len(digits) < max_bits:
            digits = (sign[-1] * max_bits + digits)[-max_bits:]
    return "%s %s" % (sign, digits)


def _high_bit(value):
    return value.bit_length() - 1


def _power_of_two(value):
    if value < 1:
        return False
    return value == 2 ** _high_bit(value)


class _auto_null:
    def __repr__(self):
        return '_auto_null'


_auto_null = _auto_null()


class auto:
    """Instances are replaced with an appropriate value in Enum class suites."""
    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return "auto(%r)" % (self.value,)

    # CPython gives an auto() its value as soon as the class body assigns
    # it, so the body may combine earlier members (WHITE = RED | GREEN).
    # Here the values are found after the body has run: an operation on an
    # auto() is kept and computed then (_auto_expr).
    def __or__(self, other): return _auto_expr(_or, self, other)
    def __ror__(self, other): return _auto_expr(_or, other, self)
    def __and__(self, other): return _auto_expr(_and, self, other)
    def __rand__(self, other): return _auto_expr(_and, other, self)
    def __xor__(self, other): return _auto_expr(_xor, self, other)
    def __rxor__(self, other): return _auto_expr(_xor, other, self)
    def __add__(self, other): return _auto_expr(_add, self, other)
    def __radd__(self, other): return _auto_expr(_add, other, self)
    def __sub__(self, other): return _auto_expr(_sub, self, other)
    def __rsub__(self, other): return _auto_expr(_sub, other, self)
    def __mul__(self, other): return _auto_expr(_mul, self, other)
    def __rmul__(self, other): return _auto_expr(_mul, other, self)
    def __invert__(self): return _auto_expr(_invert, self)


class _auto_expr(auto):
    """An operation on auto() values in a class body, computed once the
    values are known (_resolve_auto)."""
    def __init__(self, fn, *args):
        self.value = _auto_null
        self.fn = fn
        self.args = args

    def __repr__(self):
        return "auto(%r)" % (self.value,)


def _resolve_auto(v):
    if isinstance(v, _auto_expr):
        return v.fn(*[_resolve_auto(a) for a in v.args])
    if isinstance(v, auto):
        return v.value
    return v


class property:
    """A descriptor for attributes that act differently when read through an
    enum member and through an enum class (CPython's enum.property): a
    member reads the getter; the class reads the member of that name."""

    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        self.fget = fget
        self.fset = fset
        self.fdel = fdel
        self.member = None
        self.name = None
        self.clsname = None

    def getter(self, fget):
        p = type(self)(fget, self.fset, self.fdel)
        return p

    def setter(self, fset):
        return type(self)(self.fget, fset, self.fdel)

    def deleter(self, fdel):
        return type(self)(self.fget, self.fset, fdel)

    def __get__(self, instance, ownerclass=None):
        if instance is None or self.fget is None:
            try:
                return ownerclass._member_map_[self.name]
            except KeyError:
                raise AttributeError('%r has no attribute %r' % (ownerclass, self.name)) from None
        return self.fget(instance)

    def __set__(self, instance, value):
        if self.fset is None:
            raise AttributeError("<enum %r> cannot set attribute %r" % (self.clsname, self.name))
        return self.fset(instance, value)

    def __delete__(self, instance):
        if self.fdel is None:
            raise AttributeError("<enum %r> cannot delete attribute %r" % (self.clsname, self.name))
        return self.fdel(instance)

    def __set_name__(self, ownerclass, name):
        self.name = name
        self.clsname = ownerclass.__name__


class mappingproxy:
    """A read-only view of a mapping (types.MappingProxyType): what
    __members__ gives."""
    __module__ = 'builtins'
    __slots__ = ('_mapping',)

    def __init__(self, mapping):
        self._mapping = mapping

    def __getitem__(self, key):
        return self._mapping[key]

    def __iter__(self):
        return iter(self._mapping)

    def __reversed__(self):
        return reversed(self._mapping)

    def __len__(self):
        return len(self._mapping)

    def __contains__(self, key):
        return key in self._mapping

    def __eq__(self, other):
        if isinstance(other, mappingproxy):
            other = other._mapping
        return self._mapping == other

    def __or__(self, other):
        if isinstance(other, mappingproxy):
            other = other._mapping
        if not isinstance(other, dict):
            return NotImplemented
        return self._mapping | other

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        return other | self._mapping

    __hash__ = None

    def __repr__(self):
        return 'mappingproxy(%r)' % (self._mapping,)

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


# Placeholders until the classes exist: the class-level machinery checks
# them as CPython's enum does while its own base classes are being made.
Enum = Flag = ReprEnum = EJECT = KEEP = STRICT = CONFORM = None

# The functional API's pending class (name, members, module, qualname):
# Enum('Color', 'RED GREEN') makes its class with a class statement, whose
# __init_subclass__ picks these up.
_functional = []

_ALLOWED_SUNDER = ('_order_', '_generate_next_value_', '_numeric_repr_', '_missing_', '_ignore_',
                   '_iter_member_', '_iter_member_by_value_', '_iter_member_by_def_')


class EnumType:
    """The class-level protocol of Enum and its subclasses (CPython's
    metaclass EnumType; here a plain class, see the module's docstring)."""

    # built-in bases that a class of this protocol may name and that
    # pysafe cannot subclass: the mixin that stands for each (filled in
    # below; read by objects/class_build.c)
    _pysafe_mixins_ = {}

    def __bool__(cls):
        return True

    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None, start=1, boundary=None):
        if names is None:  # simple value lookup
            return cls.__new__(cls, value)
        return cls._create_(value, names, module=module, qualname=qualname, type=type, start=start,
                            boundary=boundary)

    def __contains__(cls, member):
        if not isinstance(member, Enum):
            raise TypeError("unsupported operand type(s) for 'in': '%s' and '%s'"
                            % (type(member).__qualname__, 'EnumType'))
        return isinstance(member, cls) and member._name_ in cls._member_map_

    def __delattr__(cls, attr):
        if attr in cls._member_map_:
            raise AttributeError("%r cannot delete member %r." % (cls.__name__, attr))
        _pysafe.type_delattr(cls, attr)

    def __getattr__(cls, name):
        if _is_dunder(name):
            raise AttributeError(name)
        try:
            return cls._member_map_[name]
        except KeyError:
            raise AttributeError(name) from None

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        return iter([cls._member_map_[name] for name in cls._member_names_])

    def __len__(cls):
        return len(cls._member_names_)

    @_bltin_property
    def __members__(cls):
        return mappingproxy(cls._member_map_)

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return "<flag %r>" % (cls.__name__,)
        return "<enum %r>" % (cls.__name__,)

    def __reversed__(cls):
        return iter([cls._member_map_[name] for name in reversed(cls._member_names_)])

    def __setattr__(cls, name, value):
        if name in cls._member_map_:
            raise AttributeError('cannot reassign member %r' % (name,))
        _pysafe.type_setattr(cls, name, value)

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None, start=1, boundary=None):
        """A new Enum class from a name and its members (the functional
        API): names is a str of names separated by spaces or commas, a
        sequence of names, of (name, value) pairs, or a mapping."""
        first_enum = cls
        if isinstance(names, str):
            names = names.replace(',', ' ').split()
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            original_names, names = names, []
            last_values = []
            for count, name in enumerate(original_names):
                value = first_enum._generate_next_value_(name, start, count, last_values[:])
                last_values.append(value)
                names.append((name, value))
        pairs = []
        for item in names:
            if isinstance(item, str):
                member_name, member_value = item, names[item]
            else:
                member_name, member_value = item
            pairs.append((member_name, member_value))
        _functional.append((class_name, pairs, module, qualname))
        try:
            if type is None:
                class _functional_enum_(cls, boundary=boundary):
                    pass
            else:
                class _functional_enum_(type, cls, boundary=boundary):
                    pass
        finally:
            if _functional and _functional[-1][1] is pairs:
                _functional.pop()
        return _functional_enum_


EnumMeta = EnumType


def _check_ignore(value):
    if isinstance(value, str):
        return value.replace(',', ' ').split()
    return list(value)


def _setattr(cls, name, value):
    _pysafe.type_setattr(cls, name, value)


def _finish_enum(cls, boundary):
    """Make the members of a new enum class from what its body defined
    (CPython's EnumType.__new__ and _proto_member.__set_name__)."""
    items = _pysafe.class_items(cls)
    own = set(name for name, value in items)
    if _functional and cls.__name__ == '_functional_enum_':
        class_name, pairs, module, qualname = _functional.pop()
        _setattr(cls, '__name__', class_name)
        _setattr(cls, '__qualname__', qualname if qualname is not None else class_name)
        _setattr(cls, '__module__', module if module is not None else '__main__')
        seen = dict(items)
        for key, value in pairs:
            if key in seen:
                raise TypeError('%r already defined as %r' % (key, seen[key]))
            seen[key] = value
        items = items + pairs
    cls_name = cls.__name__
    # an enum with members is final
    inherited = cls._member_names_
    if inherited:
        base = type(cls._member_map_[inherited[0]])
        raise TypeError("<enum %r> cannot extend %r" % (cls_name, base))
    is_flag = (Flag is None and cls_name == 'Flag') or (Flag is not None and issubclass(cls, Flag))
    member_type = cls._member_type_
    # the body's names: members in definition order, auto() resolved as
    # the body would have resolved them
    ignore = []
    for name, value in items:
        if name == '_ignore_':
            ignore = _check_ignore(value)
    ignore.append('_ignore_')
    member_names = []
    values = {}
    last_values = []
    auto_called = False
    order = None
    new_defined = False
    for name, value in items:
        if _is_private(cls_name, name) or (name[:2] == '__' and name[-2:] != '__'):
            # private names (pysafe does not mangle __x to _Color__x)
            continue
        if _is_sunder(name):
            if name not in _ALLOWED_SUNDER:
                raise ValueError('_sunder_ names, such as %r, are reserved for future Enum use' % (name,))
            if name == '_generate_next_value_' and auto_called:
                raise TypeError("_generate_next_value_ must be defined before members")
            if name == '_order_':
                order = value
            continue
        if _is_dunder(name):
            if name == '__order__':
                order = value
            if name == '__new__':
                new_defined = True
            continue
        if name in ignore:
            continue
        if isinstance(value, nonmember):
            _setattr(cls, name, value.value)
            continue
        if _is_descriptor(value):
            continue
        if isinstance(value, member):
            value = value.value
        if isinstance(value, _auto_expr):
            value = _resolve_auto(value)
        elif type(value) is tuple and any(isinstance(v, _auto_expr) for v in value):
            value = tuple(_resolve_auto(v) if isinstance(v, _auto_expr) else v for v in value)
        non_auto_store = True
        single = False
        if isinstance(value, auto):
            single = True
            value = (value,)
        if type(value) is tuple and any(isinstance(v, auto) for v in value):
            auto_valued = []
            for v in value:
                if isinstance(v, auto):
                    non_auto_store = False
                    if v.value is _auto_null:
                        v.value = cls._generate_next_value_(name, 1, len(member_names), last_values[:])
                        auto_called = True
                    v = v.value
                    last_values.append(v)
                auto_valued.append(v)
            value = auto_valued[0] if single else tuple(auto_valued)
        member_names.append(name)
        values[name] = value
        if non_auto_store:
            last_values.append(value)
    invalid = [n for n in member_names if n in ('mro', '')]
    if invalid:
        raise ValueError('invalid enum member name(s) %s' % (','.join(repr(n) for n in invalid),))
    for name in ignore:
        if name in own:
            _pysafe.type_delattr(cls, name)
    for name in ('_order_', '__order__'):
        if name in own:
            _pysafe.type_delattr(cls, name)
    # how members are made: the class's own __new__ (kept as __new_member__
    # for subclasses), one inherited that way, or object's
    if new_defined:
        new_member = cls.__new__
        _setattr(cls, '__new_member__', new_member)
    else:
        new_member = getattr(cls, '__new_member__', None)
    _setattr(cls, '_new_member_', new_member if new_member is not None else object.__new__)
    _setattr(cls, '_use_args_', new_member is not None or member_type is not object)
    _setattr(cls, '_member_names_', [])
    _setattr(cls, '_member_map_', {})
    _setattr(cls, '_value2member_map_', {})
    _setattr(cls, '_unhashable_values_', [])
    _setattr(cls, '_member_type_', member_type)
    _setattr(cls, '_value_repr_', None)
    if is_flag:
        _setattr(cls, '_boundary_', boundary or getattr(cls, '_boundary_', None))
        _setattr(cls, '_flag_mask_', 0)
        _setattr(cls, '_singles_mask_', 0)
        _setattr(cls, '_all_bits_', 0)
        _setattr(cls, '_inverted_', None)
    for name in member_names:
        if name in own:
            _pysafe.type_delattr(cls, name)
    for name in member_names:
        _add_member(cls, name, values[name], new_member, member_type, is_flag)
    if new_defined:
        # lookups by value go through Enum's __new__, as in CPython
        _setattr(cls, '__new__', _enum_new)
    if is_flag and Flag is not None:
        for name in ('__or__', '__and__', '__xor__', '__ror__', '__rand__', '__rxor__', '__invert__'):
            if name not in own:
                _setattr(cls, name, _flag_ops[name])
        member_list = [m._value_ for m in cls]
        if member_list != sorted(member_list):
            _setattr(cls, '_iter_member_', cls._iter_member_by_def_)
    if order is not None:
        if isinstance(order, str):
            order = order.replace(',', ' ').split()
        if is_flag:
            order = [o for o in order
                     if o not in cls._member_map_ or _is_single_bit(cls._member_map_[o]._value_)]
        order = [o for o in order
                 if o not in cls._member_map_ or (o in cls._member_map_ and o in cls._member_names_)]
        if order != cls._member_names_:
            raise TypeError('member order does not match _order_:\n  %r\n  %r'
                            % (cls._member_names_, order))


def _add_member(cls, name, value, new_member, member_type, is_flag):
    """One member: made, its value found, an alias of an earlier member of
    the same value or a new canonical one, then bound on the class."""
    args = value if isinstance(value, tuple) else (value,)
    if new_member is not None:
        enum_member = new_member(cls, *args)
    else:
        enum_member = object.__new__(cls)
        if member_type is not object:
            enum_member._value_ = member_type(*args)
    if not hasattr(enum_member, '_value_'):
        if member_type is object:
            enum_member._value_ = value
        else:
            try:
                enum_member._value_ = member_type(*args)
            except Exception as exc:
                new_exc = TypeError('_value_ not set in __new__, unable to create it')
                new_exc.__cause__ = exc
                raise new_exc
    value = enum_member._value_
    enum_member._name_ = name
    enum_member.__objclass__ = cls
    enum_member.__init__(*args)
    enum_member._sort_order_ = len(cls._member_names_)
    if is_flag:
        _setattr(cls, '_flag_mask_', cls._flag_mask_ | value)
        if _is_single_bit(value):
            _setattr(cls, '_singles_mask_', cls._singles_mask_ | value)
        _setattr(cls, '_all_bits_', 2 ** ((cls._flag_mask_).bit_length()) - 1)
    # an alias when an earlier member has the same value
    try:
        try:
            enum_member = cls._value2member_map_[value]
        except TypeError:
            for canonical in cls._member_map_.values():
                if canonical._value_ == value:
                    enum_member = canonical
                    break
            else:
                raise KeyError
    except KeyError:
        if not is_flag or _is_single_bit(value):
            cls._member_names_.append(name)
    # a property of that name in a base (Enum's name and value, a mixin's)
    # stays reachable from the members: the class gets a redirect
    found = _pysafe.class_lookup(cls, name, None)
    if isinstance(found, (property, _bltin_property)):
        redirect = property()
        redirect.member = enum_member
        redirect.__set_name__(cls, name)
        redirect.fget = found.fget
        redirect.fset = found.fset
        redirect.fdel = found.fdel
        _setattr(cls, name, redirect)
    else:
        _setattr(cls, name, enum_member)
    cls._member_map_[name] = enum_member
    try:
        cls._value2member_map_.setdefault(value, enum_member)
    except TypeError:
        cls._unhashable_values_.append(value)


class Enum(metaclass=EnumType):
    """Create a collection of name/value pairs.

    >>> class Color(Enum):
    ...     RED = 1
    ...     BLUE = 2
    ...     GREEN = 3

    Color.RED, Color(1) and Color['RED'] are the member <Color.RED: 1>;
    list(Color) and len(Color) give the members in definition order.
    """

    _member_names_ = []
    _member_map_ = {}
    _value2member_map_ = {}
    _unhashable_values_ = []
    _member_type_ = object
    _value_repr_ = None
    _new_member_ = object.__new__
    _use_args_ = False

    def __init_subclass__(cls, boundary=None, **kwds):
        if kwds:
            raise TypeError('%s.__init_subclass__() takes no keyword arguments' % (cls.__name__,))
        _finish_enum(cls, boundary)

    def __new__(cls, value):
        # every member is made when its class is; this is the lookup
        # Color(value) runs (EnumType.__call__)
        if type(value) is cls:
            return value
        try:
            return cls._value2member_map_[value]
        except KeyError:
            pass
        except TypeError:
            for m in cls._member_map_.values():
                if m._value_ == value:
                    return m
        try:
            exc = None
            result = cls._missing_(value)
        except Exception as e:
            exc = e
            result = None
        if isinstance(result, cls):
            return result
        if (Flag is not None and issubclass(cls, Flag) and cls._boundary_ is EJECT
                and isinstance(result, int)):
            return result
        ve_exc = ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        if result is None and exc is None:
            raise ve_exc
        if exc is None:
            exc = TypeError('error in %s._missing_: returned %r instead of None or a valid member'
                            % (cls.__name__, result))
        if not isinstance(exc, ValueError):
            exc.__context__ = ve_exc
        raise exc

    def __init__(self, *args, **kwds):
        pass

    def _generate_next_value_(name, start, count, last_values):
        """The next value for auto(): one more than the last value."""
        if not last_values:
            return start
        try:
            last = last_values[-1]
            last_values.sort()
            if last == last_values[-1]:
                return last + 1
            raise TypeError
        except TypeError:
            for v in last_values:
                try:
                    return v + 1
                except TypeError:
                    pass
            return start

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        v_repr = type(self)._value_repr_ or repr
        return "<%s.%s: %s>" % (type(self).__name__, self._name_, v_repr(self._value_))

    def __str__(self):
        return "%s.%s" % (type(self).__name__, self._name_)

    def __format__(self, format_spec):
        return format(str(self), format_spec)

    def __hash__(self):
        return hash(self._name_)

    # a member is a singleton: copies are the member itself
    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    @property
    def name(self):
        """The name of the Enum member."""
        return self._name_

    @property
    def value(self):
        """The value of the Enum member."""
        return self._value_


_enum_new = dict(_pysafe.class_items(Enum))['__new__']


class ReprEnum(Enum):
    """Only changes the repr(), leaving str() and format() to the mixed-in
    type."""


# ---- the built-in types' behaviour, for members that stand for values ---

def _unwrap(other):
    return other._value_ if isinstance(other, _DataMixin) else other


def _binop(fn, types):
    def op(self, other):
        other = _unwrap(other)
        if not isinstance(other, types):
            return NotImplemented
        return fn(self._value_, other)
    return op


def _rbinop(fn, types):
    def op(self, other):
        if not isinstance(other, types):
            return NotImplemented
        return fn(other, self._value_)
    return op


def _add(a, b): return a + b
def _sub(a, b): return a - b
def _mul(a, b): return a * b
def _truediv(a, b): return a / b
def _floordiv(a, b): return a // b
def _mod(a, b): return a % b
def _divmod(a, b): return divmod(a, b)
def _pow(a, b): return a ** b
def _lshift(a, b): return a << b
def _rshift(a, b): return a >> b
def _and(a, b): return a & b
def _or(a, b): return a | b
def _xor(a, b): return a ^ b
def _invert(a): return ~a
def _eq(a, b): return a == b
def _lt(a, b): return a < b
def _le(a, b): return a <= b
def _gt(a, b): return a > b
def _ge(a, b): return a >= b


class _DataMixin:
    """What the members of an enum mixed with a built-in type share: they
    compare, hash and convert as their value, and read the value's
    attributes (member.upper(), member.bit_length())."""

    def __hash__(self):
        return hash(self._value_)

    def __bool__(self):
        return bool(self._value_)

    def __getattr__(self, name):
        if name[:1] != '_':
            try:
                return getattr(self._value_, name)
            except AttributeError:
                pass
        e = AttributeError("'%s' object has no attribute '%s'" % (type(self).__name__, name))
        e.name = name
        e.obj = self
        raise e


_NUM = (int, float)


class _IntMixin(_DataMixin):
    """int's behaviour: what an IntEnum member does as an int."""
    _member_type_ = int

    __eq__ = _binop(_eq, _NUM)
    __lt__ = _binop(_lt, _NUM)
    __le__ = _binop(_le, _NUM)
    __gt__ = _binop(_gt, _NUM)
    __ge__ = _binop(_ge, _NUM)
    __hash__ = _DataMixin.__hash__

    def __index__(self):
        return self._value_

    def __int__(self):
        return self._value_

    def __float__(self):
        return float(self._value_)

    def __round__(self, ndigits=None):
        return round(self._value_, ndigits)

    def __abs__(self):
        return abs(self._value_)

    def __neg__(self):
        return -self._value_

    def __pos__(self):
        return +self._value_

    def __invert__(self):
        return ~self._value_

    __add__ = _binop(_add, _NUM)
    __radd__ = _rbinop(_add, _NUM)
    __sub__ = _binop(_sub, _NUM)
    __rsub__ = _rbinop(_sub, _NUM)
    __mul__ = _binop(_mul, _NUM)
    __rmul__ = _rbinop(_mul, _NUM)
    __truediv__ = _binop(_truediv, _NUM)
    __rtruediv__ = _rbinop(_truediv, _NUM)
    __floordiv__ = _binop(_floordiv, _NUM)
    __rfloordiv__ = _rbinop(_floordiv, _NUM)
    __mod__ = _binop(_mod, _NUM)
    __rmod__ = _rbinop(_mod, _NUM)
    __divmod__ = _binop(_divmod, _NUM)
    __rdivmod__ = _rbinop(_divmod, _NUM)
    __pow__ = _binop(_pow, _NUM)
    __rpow__ = _rbinop(_pow, _NUM)
    __lshift__ = _binop(_lshift, int)
    __rlshift__ = _rbinop(_lshift, int)
    __rshift__ = _binop(_rshift, int)
    __rrshift__ = _rbinop(_rshift, int)
    __and__ = _binop(_and, int)
    __rand__ = _rbinop(_and, int)
    __or__ = _binop(_or, int)
    __ror__ = _rbinop(_or, int)
    __xor__ = _binop(_xor, int)
    __rxor__ = _rbinop(_xor, int)


class _FloatMixin(_DataMixin):
    """float's behaviour, for `class C(float, Enum)`."""
    _member_type_ = float

    __eq__ = _binop(_eq, _NUM)
    __lt__ = _binop(_lt, _NUM)
    __le__ = _binop(_le, _NUM)
    __gt__ = _binop(_gt, _NUM)
    __ge__ = _binop(_ge, _NUM)
    __hash__ = _DataMixin.__hash__

    def __int__(self):
        return int(self._value_)

    def __float__(self):
        return self._value_

    def __round__(self, ndigits=None):
        return round(self._value_, ndigits)

    def __abs__(self):
        return abs(self._value_)

    def __neg__(self):
        return -self._value_

    def __pos__(self):
        return +self._value_

    __add__ = _binop(_add, _NUM)
    __radd__ = _rbinop(_add, _NUM)
    __sub__ = _binop(_sub, _NUM)
    __rsub__ = _rbinop(_sub, _NUM)
    __mul__ = _binop(_mul, _NUM)
    __rmul__ = _rbinop(_mul, _NUM)
    __truediv__ = _binop(_truediv, _NUM)
    __rtruediv__ = _rbinop(_truediv, _NUM)
    __floordiv__ = _binop(_floordiv, _NUM)
    __rfloordiv__ = _rbinop(_floordiv, _NUM)
    __mod__ = _binop(_mod, _NUM)
    __rmod__ = _rbinop(_mod, _NUM)
    __divmod__ = _binop(_divmod, _NUM)
    __rdivmod__ = _rbinop(_divmod, _NUM)
    __pow__ = _binop(_pow, _NUM)
    __rpow__ = _rbinop(_pow, _NUM)


def _str_mod(self, args):
    return self._value_ % args


class _StrMixin(_DataMixin):
    """str's behaviour: what a StrEnum member does as a str."""
    _member_type_ = str

    __eq__ = _binop(_eq, str)
    __lt__ = _binop(_lt, str)
    __le__ = _binop(_le, str)
    __gt__ = _binop(_gt, str)
    __ge__ = _binop(_ge, str)
    __hash__ = _DataMixin.__hash__
    __add__ = _binop(_add, str)
    __radd__ = _rbinop(_add, str)
    __mul__ = _binop(_mul, int)
    __rmul__ = _rbinop(_mul, int)
    __mod__ = _str_mod

    def __len__(self):
        return len(self._value_)

    def __iter__(self):
        return iter(self._value_)

    def __getitem__(self, key):
        return self._value_[key]

    def __contains__(self, item):
        return _unwrap(item) in self._value_


EnumType._pysafe_mixins_[int] = _IntMixin
EnumType._pysafe_mixins_[float] = _FloatMixin
EnumType._pysafe_mixins_[str] = _StrMixin


class IntEnum(_IntMixin, ReprEnum):
    """Enum where members are also (and must be) ints."""

    def __str__(self):
        return repr(self._value_)

    def __format__(self, format_spec):
        return format(self._value_, format_spec)


def _strenum_new(cls, *values):
    """values must already be of type `str`"""
    if len(values) > 3:
        raise TypeError('too many arguments for str(): %r' % (values,))
    if len(values) == 1:
        if not isinstance(values[0], str):
            raise TypeError('%r is not a string' % (values[0],))
    if len(values) >= 2:
        if not isinstance(values[1], str):
            raise TypeError('encoding must be a string, not %r' % (values[1],))
    if len(values) == 3:
        if not isinstance(values[2], str):
            raise TypeError('errors must be a string, not %r' % (values[2],))
    value = str(*values)
    member = object.__new__(cls)
    member._value_ = value
    return member


class StrEnum(_StrMixin, ReprEnum):
    """Enum where members are also (and must be) strings."""

    __new_member__ = _strenum_new

    def __str__(self):
        return self._value_

    def __format__(self, format_spec):
        return format(self._value_, format_spec)

    def _generate_next_value_(name, start, count, last_values):
        """Return the lower-cased version of the member name."""
        return name.lower()


class FlagBoundary(StrEnum):
    """How out-of-range values are handled: "strict" raises (Flag's
    default), "conform" discards the extra bits, "eject" loses the flag
    status, "keep" keeps the flag status and every bit (IntFlag's)."""
    STRICT = auto()
    CONFORM = auto()
    EJECT = auto()
    KEEP = auto()


STRICT, CONFORM, EJECT, KEEP = FlagBoundary


class Flag(Enum, boundary=STRICT):
    """Support for flags."""

    _numeric_repr_ = repr

    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return start if start is not None else 1
        last_value = max(last_values)
        try:
            high_bit = _high_bit(last_value)
        except Exception:
            raise TypeError('invalid flag value %r' % last_value) from None
        return 2 ** (high_bit + 1)

    @classmethod
    def _iter_member_by_value_(cls, value):
        """The members in value, in increasing value order."""
        return [cls._value2member_map_.get(val) for val in _iter_bits_lsb(value & cls._flag_mask_)]

    _iter_member_ = _iter_member_by_value_

    @classmethod
    def _iter_member_by_def_(cls, value):
        """The members in value, in definition order."""
        return sorted(cls._iter_member_by_value_(value), key=lambda m: m._sort_order_)

    @classmethod
    def _missing_(cls, value):
        """A composite member of every canonical member in value; bits
        without a member are handled by the class's boundary."""
        if not isinstance(value, int):
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        flag_mask = cls._flag_mask_
        singles_mask = cls._singles_mask_
        all_bits = cls._all_bits_
        neg_value = None
        if not ~all_bits <= value <= all_bits or value & (all_bits ^ flag_mask):
            if cls._boundary_ is STRICT:
                max_bits = max(value.bit_length(), flag_mask.bit_length())
                raise ValueError("%r invalid value %r\n    given %s\n  allowed %s"
                                 % (cls, value, bin(value, max_bits), bin(flag_mask, max_bits)))
            elif cls._boundary_ is CONFORM:
                value = value & flag_mask
            elif cls._boundary_ is EJECT:
                return value
            elif cls._boundary_ is KEEP:
                if value < 0:
                    value = max(all_bits + 1, 2 ** (value.bit_length())) + value
            else:
                raise ValueError('%r unknown flag boundary %r' % (cls, cls._boundary_))
        if value < 0:
            neg_value = value
            value = all_bits + 1 + value
        unknown = value & ~flag_mask
        aliases = value & ~singles_mask
        member_value = value & singles_mask
        if unknown and cls._boundary_ is not KEEP:
            raise ValueError('%s(%r) -->  unknown values %r [%s]'
                             % (cls.__name__, value, unknown, bin(unknown)))
        pseudo_member = object.__new__(cls)
        pseudo_member._value_ = value
        if member_value or aliases:
            members = []
            combined_value = 0
            for m in cls._iter_member_(member_value):
                members.append(m)
                combined_value |= m._value_
            if aliases:
                value = member_value | aliases
                for n, pm in cls._member_map_.items():
                    if pm not in members and pm._value_ and pm._value_ & value == pm._value_:
                        members.append(pm)
                        combined_value |= pm._value_
            unknown = value ^ combined_value
            pseudo_member._name_ = '|'.join([m._name_ for m in members])
            if not combined_value:
                pseudo_member._name_ = None
            elif unknown and cls._boundary_ is STRICT:
                raise ValueError('%r: no members with value %r' % (cls, unknown))
            elif unknown:
                pseudo_member._name_ += '|%s' % cls._numeric_repr_(unknown)
        else:
            pseudo_member._name_ = None
        pseudo_member = cls._value2member_map_.setdefault(value, pseudo_member)
        if neg_value is not None:
            cls._value2member_map_[neg_value] = pseudo_member
        return pseudo_member

    def __contains__(self, other):
        """True if self has at least the same flags set as other."""
        if not isinstance(other, type(self)):
            raise TypeError("unsupported operand type(s) for 'in': %r and %r"
                            % (type(other).__qualname__, type(self).__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        """The flags in self, in definition order."""
        return iter(self._iter_member_(self._value_))

    def __len__(self):
        return self._value_.bit_count()

    def __repr__(self):
        cls_name = type(self).__name__
        v_repr = type(self)._value_repr_ or repr
        if self._name_ is None:
            return "<%s: %s>" % (cls_name, v_repr(self._value_))
        return "<%s.%s: %s>" % (cls_name, self._name_, v_repr(self._value_))

    def __str__(self):
        cls_name = type(self).__name__
        if self._name_ is None:
            return '%s(%r)' % (cls_name, self._value_)
        return "%s.%s" % (cls_name, self._name_)

    def __bool__(self):
        return bool(self._value_)

    def __or__(self, other):
        if isinstance(other, type(self)):
            other = other._value_
        elif self._member_type_ is not object and isinstance(other, self._member_type_):
            other = other
        else:
            return NotImplemented
        value = self._value_
        return type(self)(value | other)

    def __and__(self, other):
        if isinstance(other, type(self)):
            other = other._value_
        elif self._member_type_ is not object and isinstance(other, self._member_type_):
            other = other
        else:
            return NotImplemented
        value = self._value_
        return type(self)(value & other)

    def __xor__(self, other):
        if isinstance(other, type(self)):
            other = other._value_
        elif self._member_type_ is not object and isinstance(other, self._member_type_):
            other = other
        else:
            return NotImplemented
        value = self._value_
        return type(self)(value ^ other)

    def __invert__(self):
        if self._inverted_ is None:
            if self._boundary_ in (EJECT, KEEP):
                self._inverted_ = type(self)(~self._value_)
            else:
                self._inverted_ = type(self)(self._singles_mask_ & ~self._value_)
        return self._inverted_

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__


_flag_ops = dict(_pysafe.class_items(Flag))


class IntFlag(_IntMixin, ReprEnum, Flag, boundary=KEEP):
    """Support for integer-based Flags."""

    def __str__(self):
        return repr(self._value_)

    def __format__(self, format_spec):
        return format(self._value_, format_spec)


def unique(enumeration):
    """Class decorator for enumerations ensuring unique member values."""
    duplicates = []
    for name, member in enumeration.__members__.items():
        if name != member.name:
            duplicates.append((name, member.name))
    if duplicates:
        alias_details = ', '.join(["%s -> %s" % (alias, name) for (alias, name) in duplicates])
        raise ValueError('duplicate values found in %r: %s' % (enumeration, alias_details))
    return enumeration


__all__ = [
    'EnumType', 'EnumMeta',
    'Enum', 'IntEnum', 'StrEnum', 'Flag', 'IntFlag', 'ReprEnum',
    'auto', 'unique', 'property', 'member', 'nonmember',
    'FlagBoundary', 'STRICT', 'CONFORM', 'EJECT', 'KEEP',
]
