"""collections: namedtuple, Counter, defaultdict, OrderedDict, deque,
ChainMap, UserDict, UserList, UserString (and collections.abc, a module of
its own: stdlib/py/collections.abc.py).

deque and the counting loop of Counter are C (stdlib/collections_deque.c,
stdlib/collections_helpers.c: `_collections`); defaultdict and Counter are
dict subclasses whose misses go straight to __missing__ (objects/class.c,
slot_getitem), so d[k].append(x) and c[k] += 1 stay dict lookups. The
differences from CPython are listed in docs/language.md (Modules).

namedtuple(typename, field_names, *, rename=False, defaults=None,
module=None) makes a subclass of tuple, as CPython's does, but without
exec: the class comes from one class statement and is then named, its
__new__ binds its arguments itself with CPython's messages
("Point.__new__() missing 1 required positional argument: 'y'"), and the
fields are _tuplegetter descriptors written in Python. Differences
(docs/language.md): __new__ takes (_cls, *args, **kwargs), so its
__defaults__ and signature are not the fields'.
"""

_kwlist = frozenset([
    'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break',
    'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally',
    'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal',
    'not', 'or', 'pass', 'raise', 'return', 'try', 'while', 'with', 'yield',
])


class _tuplegetter:
    """A field of a namedtuple: item `index` of the instance, read-only
    (CPython's _collections._tuplegetter)."""
    __module__ = '_collections'
    __slots__ = ('_index', '_doc')

    def __init__(self, index, doc):
        self._index = index
        self._doc = doc

    @property
    def __doc__(self):
        return self._doc

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        return instance[self._index]

    def __set__(self, instance, value):
        raise AttributeError("can't set attribute")

    def __delete__(self, instance):
        raise AttributeError("can't delete attribute")

    def __repr__(self):
        return '_tuplegetter(%r, %r)' % (self._index, self._doc)


def _missing_message(qualname, names):
    quoted = ["'%s'" % n for n in names]
    if len(quoted) == 1:
        listed = quoted[0]
    elif len(quoted) == 2:
        listed = '%s and %s' % (quoted[0], quoted[1])
    else:
        listed = ', '.join(quoted[:-1]) + ', and ' + quoted[-1]
    return '%s() missing %d required positional argument%s: %s' % (
        qualname, len(names), '' if len(names) == 1 else 's', listed)


def _bind(qualname, fields, defaults, args, kwargs):
    """The values of def __new__(_cls, <fields with defaults>) called with
    args and kwargs, or CPython's TypeError for the call, in its order:
    keywords (unknown, given twice), surplus positionals, missing ones."""
    n = len(fields)
    values = list(args[:n])
    values += [_unset] * (n - len(values))
    for key in kwargs:
        if key == '_cls':
            raise TypeError("%s() got multiple values for argument '_cls'" % (qualname,))
        if key not in fields:
            raise TypeError("%s() got an unexpected keyword argument '%s'" % (qualname, key))
        i = fields.index(key)
        if i < len(args):
            raise TypeError("%s() got multiple values for argument '%s'" % (qualname, key))
        values[i] = kwargs[key]
    if len(args) > n:
        nd = len(defaults)
        if nd:
            takes = 'from %d to %d positional arguments' % (n - nd + 1, n + 1)
        else:
            takes = '%d positional argument%s' % (n + 1, '' if n == 0 else 's')
        given = len(args) + 1
        raise TypeError('%s() takes %s but %d %s given'
                        % (qualname, takes, given, 'was' if given == 1 else 'were'))
    first_default = n - len(defaults)
    missing = [fields[i] for i in range(first_default) if values[i] is _unset]
    if missing:
        raise TypeError(_missing_message(qualname, missing))
    for i in range(first_default, n):
        if values[i] is _unset:
            values[i] = defaults[i - first_default]
    return values


class _Unset:
    pass


_unset = _Unset()


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    """Returns a new subclass of tuple with named fields.

    >>> Point = namedtuple('Point', ['x', 'y'])
    >>> Point(11, y=22)
    Point(x=11, y=22)
    """
    if isinstance(field_names, str):
        field_names = field_names.replace(',', ' ').split()
    field_names = list(map(str, field_names))
    typename = str(typename)

    if rename:
        seen = set()
        for index, name in enumerate(field_names):
            if (not name.isidentifier() or name in _kwlist
                    or name.startswith('_') or name in seen):
                field_names[index] = '_%d' % index
            seen.add(name)

    for name in [typename] + field_names:
        if type(name) is not str:
            raise TypeError('Type names and field names must be strings')
        if not name.isidentifier():
            raise ValueError('Type names and field names must be valid '
                             'identifiers: %r' % (name,))
        if name in _kwlist:
            raise ValueError('Type names and field names cannot be a '
                             'keyword: %r' % (name,))

    seen = set()
    for name in field_names:
        if name.startswith('_') and not rename:
            raise ValueError('Field names cannot start with an underscore: '
                             '%r' % (name,))
        if name in seen:
            raise ValueError('Encountered duplicate field name: %r' % (name,))
        seen.add(name)

    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(field_names):
            raise TypeError('Got more default values than field names')
        field_defaults = dict(reversed(list(zip(reversed(field_names),
                                                reversed(defaults)))))
    else:
        defaults = ()

    cls = _install_namedtuple(_namedtuple_base(), typename, tuple(field_names), defaults,
                              field_defaults)
    cls.__module__ = module if module is not None else '__main__'
    return cls


def _namedtuple_base():
    class namedtuple_class(tuple):
        __slots__ = ()
    return namedtuple_class


def _install_namedtuple(cls, typename, field_names, defaults, field_defaults):
    """Make cls, a subclass of tuple without words of its own, the
    namedtuple typename with these fields: its name, __new__, the fields'
    descriptors and the namedtuple methods (typing.NamedTuple's classes
    come here too, with the methods their body defined kept)."""
    num_fields = len(field_names)
    arg_list = ', '.join(field_names)
    if num_fields == 1:
        arg_list += ','
    repr_fmt = '(' + ', '.join('%s=%%r' % name for name in field_names) + ')'
    new_qualname = '%s.__new__' % (typename,)
    tuple_new = tuple.__new__

    def __new__(_cls, *args, **kwargs):
        if not kwargs and len(args) == num_fields:
            return tuple_new(_cls, args)
        return tuple_new(_cls, _bind(new_qualname, field_names, defaults, args, kwargs))

    def _make(cls, iterable):
        result = tuple_new(cls, iterable)
        if len(result) != num_fields:
            raise TypeError('Expected %d arguments, got %d' % (num_fields, len(result)))
        return result

    def _replace(self, /, **kwds):
        result = self._make([kwds.pop(name, value) for name, value in zip(field_names, self)])
        if kwds:
            raise ValueError('Got unexpected field names: %r' % (list(kwds),))
        return result

    def __repr__(self):
        return self.__class__.__name__ + repr_fmt % tuple(self)

    def _asdict(self):
        return dict(zip(self._fields, self))

    def __getnewargs__(self):
        return tuple(self)

    for method in (__new__, _make, _replace, __repr__, _asdict, __getnewargs__):
        method.__qualname__ = '%s.%s' % (typename, method.__name__)
    cls.__name__ = typename
    cls.__qualname__ = typename
    cls.__doc__ = '%s(%s)' % (typename, arg_list)
    cls._fields = field_names
    cls._field_defaults = field_defaults
    cls.__match_args__ = field_names
    cls.__new__ = staticmethod(__new__)
    cls._make = classmethod(_make)
    cls._replace = _replace
    cls.__repr__ = __repr__
    cls._asdict = _asdict
    cls.__getnewargs__ = __getnewargs__
    for index, name in enumerate(field_names):
        setattr(cls, name, _tuplegetter(index, 'Alias for field number %d' % index))
    return cls




# ---- the rest of the module -------------------------------------------------

import collections.abc as abc
from _collections import deque, _count_elements, _alias

_Mapping = abc.Mapping
_MutableMapping = abc.MutableMapping
_MutableSequence = abc.MutableSequence
_Sequence = abc.Sequence

_dict_setitem = dict.__setitem__
_dict_pop = dict.pop
_dict_eq = dict.__eq__
_dict_repr = dict.__repr__
_repr_running = set()


def _count(kv):
    return kv[1]


# ---- defaultdict --------------------------------------------------------------

class defaultdict(dict):
    """defaultdict(default_factory=None, /, [...]) --> dict with default factory

    The default factory is called without arguments to produce
    a new value when a key is not present, in __getitem__ only."""
    __slots__ = ('default_factory',)

    def __init__(self, default_factory=None, /, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError('first argument must be callable or None')
        self.default_factory = default_factory
        dict.__init__(self, *args, **kwargs)

    def __missing__(self, key):
        factory = self.default_factory
        if factory is None:
            raise KeyError(key)
        value = factory()
        self[key] = value
        return value

    def __repr__(self):
        factory = self.default_factory
        if factory is None:
            frepr = 'None'
        elif id(factory) in _repr_running:
            frepr = '...'
        else:
            _repr_running.add(id(factory))
            try:
                frepr = repr(factory)
            finally:
                _repr_running.discard(id(factory))
        return '%s(%s, %s)' % (type(self).__name__, frepr, _dict_repr(self))

    def copy(self):
        return type(self)(self.default_factory, self)

    __copy__ = copy

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self.default_factory, self)
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self.default_factory, other)
        new.update(self)
        return new

    def __ior__(self, other):
        dict.update(self, other)
        return self


defaultdict.__module__ = 'collections'


# ---- OrderedDict --------------------------------------------------------------

class OrderedDict(dict):
    """Dictionary that remembers insertion order; its equality with another
    OrderedDict is order-sensitive. A dict keeps its order already, so this
    is a dict subclass: move_to_end(key, last=False) is O(n) here."""

    def __init__(self, other=(), /, **kwds):
        self.update(other, **kwds)

    # through self[key] = value, so a subclass's __setitem__ sees each
    update = _MutableMapping.update

    def move_to_end(self, key, last=True):
        value = _dict_pop(self, key)
        if last:
            _dict_setitem(self, key, value)
            return
        rest = list(dict.items(self))
        dict.clear(self)
        _dict_setitem(self, key, value)
        for k, v in rest:
            _dict_setitem(self, k, v)

    def popitem(self, last=True):
        if not self:
            raise KeyError('dictionary is empty')
        if last:
            return dict.popitem(self)
        key = next(iter(dict.keys(self)))
        return key, _dict_pop(self, key)

    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            return _dict_eq(self, other) and list(dict.keys(self)) == list(dict.keys(other))
        return _dict_eq(self, other)

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    __hash__ = None

    def __reversed__(self):
        return reversed(list(dict.keys(self)))

    def __repr__(self):
        if not self:
            return '%s()' % (type(self).__name__,)
        if id(self) in _repr_running:
            return '...'
        _repr_running.add(id(self))
        try:
            return '%s(%r)' % (type(self).__name__, list(self.items()))
        finally:
            _repr_running.discard(id(self))

    def copy(self):
        return type(self)(self)

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self)
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(other)
        new.update(self)
        return new

    def __ior__(self, other):
        self.update(other)
        return self


# ---- Counter ------------------------------------------------------------------

class Counter(dict):
    """Dict subclass for counting hashable items. Elements are stored as
    dictionary keys and their counts are stored as dictionary values.

    >>> c = Counter('abcdeabcdabcaba')
    >>> c.most_common(3)
    [('a', 5), ('b', 4), ('c', 3)]
    """

    def __init__(self, iterable=None, /, **kwds):
        dict.__init__(self)
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def total(self):
        return sum(self.values())

    def most_common(self, n=None):
        if n is None:
            return sorted(self.items(), key=_count, reverse=True)
        if n <= 0:
            return []
        return sorted(self.items(), key=_count, reverse=True)[:n]

    def elements(self):
        out = []
        for elem, count in self.items():
            if count > 0:
                out += [elem] * count
        return iter(out)

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError(
            'Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def update(self, iterable=None, /, **kwds):
        if iterable is not None:
            if isinstance(iterable, (list, tuple, str)):
                _count_elements(self, iterable)
            elif isinstance(iterable, _Mapping):
                if self:
                    self_get = self.get
                    for elem, count in iterable.items():
                        self[elem] = count + self_get(elem, 0)
                else:
                    dict.update(self, iterable)
            else:
                _count_elements(self, iterable)
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        if iterable is not None:
            self_get = self.get
            if isinstance(iterable, _Mapping):
                for elem, count in iterable.items():
                    self[elem] = self_get(elem, 0) - count
            else:
                for elem in iterable:
                    self[elem] = self_get(elem, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        return self.__class__(self)

    def __delitem__(self, elem):
        if elem in self:
            dict.__delitem__(self, elem)

    def __eq__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        for c in (self, other):
            for e in c:
                if not self[e] == other[e]:
                    return False
        return True

    def __ne__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return not self == other

    __hash__ = None

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        for c in (self, other):
            for e in c:
                if not self[e] <= other[e]:
                    return False
        return True

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        for c in (self, other):
            for e in c:
                if not self[e] >= other[e]:
                    return False
        return True

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    def __repr__(self):
        if not self:
            return f'{self.__class__.__name__}()'
        try:
            d = dict(self.most_common())
        except TypeError:
            d = dict(self)
        return f'{self.__class__.__name__}({d!r})'

    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count + other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count - other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count < 0:
                result[elem] = 0 - count
        return result

    def __or__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = other_count if count < other_count else count
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = count if count < other_count else other_count
            if newcount > 0:
                result[elem] = newcount
        return result

    def __pos__(self):
        result = Counter()
        for elem, count in self.items():
            if count > 0:
                result[elem] = count
        return result

    def __neg__(self):
        result = Counter()
        for elem, count in self.items():
            if count < 0:
                result[elem] = 0 - count
        return result

    def _keep_positive(self):
        nonpositive = [elem for elem, count in self.items() if not count > 0]
        for elem in nonpositive:
            del self[elem]
        return self

    def __iadd__(self, other):
        for elem, count in other.items():
            self[elem] += count
        return self._keep_positive()

    def __isub__(self, other):
        for elem, count in other.items():
            self[elem] -= count
        return self._keep_positive()

    def __ior__(self, other):
        for elem, other_count in other.items():
            count = self[elem]
            if other_count > count:
                self[elem] = other_count
        return self._keep_positive()

    def __iand__(self, other):
        for elem, count in list(self.items()):
            other_count = other[elem]
            if other_count < count:
                self[elem] = other_count
        return self._keep_positive()


# ---- ChainMap -----------------------------------------------------------------

class ChainMap(_MutableMapping):
    """A ChainMap groups multiple dicts (or other mappings) together to
    create a single, updateable view. Lookups search the mappings in turn;
    writes, updates and deletions go to the first one."""

    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    __class_getitem__ = classmethod(_alias)

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for mapping in self.maps:
            try:
                return mapping[key]
            except KeyError:
                pass
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __len__(self):
        return len(set().union(*self.maps))

    def __iter__(self):
        d = {}
        for mapping in reversed(self.maps):
            d.update(dict.fromkeys(mapping))
        return iter(d)

    def __contains__(self, key):
        for m in self.maps:
            if key in m:
                return True
        return False

    def __bool__(self):
        for m in self.maps:
            if m:
                return True
        return False

    def __repr__(self):
        if id(self) in _repr_running:
            return '...'
        _repr_running.add(id(self))
        try:
            return f'{self.__class__.__name__}({", ".join(map(repr, self.maps))})'
        finally:
            _repr_running.discard(id(self))

    @classmethod
    def fromkeys(cls, iterable, *args):
        return cls(dict.fromkeys(iterable, *args))

    def copy(self):
        return self.__class__(self.maps[0].copy(), *self.maps[1:])

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return self.__class__(m, *self.maps)

    @property
    def parents(self):
        return self.__class__(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def popitem(self):
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError('No keys found in the first mapping.')

    def pop(self, key, *args):
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def clear(self):
        self.maps[0].clear()

    def __ior__(self, other):
        self.maps[0].update(other)
        return self

    def __or__(self, other):
        if not isinstance(other, _Mapping):
            return NotImplemented
        m = self.copy()
        m.maps[0].update(other)
        return m

    def __ror__(self, other):
        if not isinstance(other, _Mapping):
            return NotImplemented
        m = dict(other)
        for child in reversed(self.maps):
            m.update(child)
        return self.__class__(m)


# ---- UserDict, UserList, UserString ---------------------------------------------

class UserDict(_MutableMapping):
    """A dict-like wrapper around the dict self.data."""

    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        if dict is not None:
            self.update(dict)
        if kwargs:
            self.update(kwargs)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        if key in self.data:
            return self.data[key]
        if hasattr(self.__class__, "__missing__"):
            return self.__class__.__missing__(self, key)
        raise KeyError(key)

    def __setitem__(self, key, item):
        self.data[key] = item

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    def __contains__(self, key):
        return key in self.data

    def __repr__(self):
        return repr(self.data)

    def __or__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(self.data | other.data)
        if isinstance(other, dict):
            return self.__class__(self.data | other)
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(other.data | self.data)
        if isinstance(other, dict):
            return self.__class__(other | self.data)
        return NotImplemented

    def __ior__(self, other):
        if isinstance(other, UserDict):
            self.data |= other.data
        else:
            self.data |= other
        return self

    def copy(self):
        if self.__class__ is UserDict:
            return UserDict(self.data.copy())
        c = self.__class__()
        c.data = self.data.copy()
        return c

    __copy__ = copy

    @classmethod
    def fromkeys(cls, iterable, value=None):
        d = cls()
        for key in iterable:
            d[key] = value
        return d


class UserList(_MutableSequence):
    """A list-like wrapper around the list self.data."""

    def __init__(self, initlist=None):
        self.data = []
        if initlist is not None:
            if type(initlist) == type(self.data):
                self.data[:] = initlist
            elif isinstance(initlist, UserList):
                self.data[:] = initlist.data[:]
            else:
                self.data = list(initlist)

    def __repr__(self):
        return repr(self.data)

    def __cast(self, other):
        return other.data if isinstance(other, UserList) else other

    def __lt__(self, other):
        return self.data < self.__cast(other)

    def __le__(self, other):
        return self.data <= self.__cast(other)

    def __eq__(self, other):
        return self.data == self.__cast(other)

    def __gt__(self, other):
        return self.data > self.__cast(other)

    def __ge__(self, other):
        return self.data >= self.__cast(other)

    def __contains__(self, item):
        return item in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self.__class__(self.data[i])
        return self.data[i]

    def __setitem__(self, i, item):
        self.data[i] = item

    def __delitem__(self, i):
        del self.data[i]

    def __iter__(self):
        return iter(self.data)

    def __add__(self, other):
        if isinstance(other, UserList):
            return self.__class__(self.data + other.data)
        elif isinstance(other, type(self.data)):
            return self.__class__(self.data + other)
        return self.__class__(self.data + list(other))

    def __radd__(self, other):
        if isinstance(other, UserList):
            return self.__class__(other.data + self.data)
        elif isinstance(other, type(self.data)):
            return self.__class__(other + self.data)
        return self.__class__(list(other) + self.data)

    def __iadd__(self, other):
        if isinstance(other, UserList):
            self.data += other.data
        elif isinstance(other, type(self.data)):
            self.data += other
        else:
            self.data += list(other)
        return self

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self.data *= n
        return self

    def append(self, item):
        self.data.append(item)

    def insert(self, i, item):
        self.data.insert(i, item)

    def pop(self, i=-1):
        return self.data.pop(i)

    def remove(self, item):
        self.data.remove(item)

    def clear(self):
        self.data.clear()

    def copy(self):
        return self.__class__(self)

    __copy__ = copy

    def count(self, item):
        return self.data.count(item)

    def index(self, item, *args):
        return self.data.index(item, *args)

    def reverse(self):
        self.data.reverse()

    def sort(self, /, *args, **kwds):
        self.data.sort(*args, **kwds)

    def extend(self, other):
        if isinstance(other, UserList):
            self.data.extend(other.data)
        else:
            self.data.extend(other)


class UserString(_Sequence):
    """A str-like wrapper around the str self.data."""

    def __init__(self, seq):
        if isinstance(seq, str):
            self.data = seq
        elif isinstance(seq, UserString):
            self.data = seq.data[:]
        else:
            self.data = str(seq)

    def __str__(self):
        return str(self.data)

    def __repr__(self):
        return repr(self.data)

    def __int__(self):
        return int(self.data)

    def __float__(self):
        return float(self.data)

    def __hash__(self):
        return hash(self.data)

    def __eq__(self, string):
        if isinstance(string, UserString):
            return self.data == string.data
        return self.data == string

    def __lt__(self, string):
        if isinstance(string, UserString):
            return self.data < string.data
        return self.data < string

    def __le__(self, string):
        if isinstance(string, UserString):
            return self.data <= string.data
        return self.data <= string

    def __gt__(self, string):
        if isinstance(string, UserString):
            return self.data > string.data
        return self.data > string

    def __ge__(self, string):
        if isinstance(string, UserString):
            return self.data >= string.data
        return self.data >= string

    def __contains__(self, char):
        if isinstance(char, UserString):
            char = char.data
        return char in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        return self.__class__(self.data[index])

    def __iter__(self):
        return iter([self.__class__(c) for c in self.data])

    def __add__(self, other):
        if isinstance(other, UserString):
            return self.__class__(self.data + other.data)
        elif isinstance(other, str):
            return self.__class__(self.data + other)
        return self.__class__(self.data + str(other))

    def __radd__(self, other):
        if isinstance(other, str):
            return self.__class__(other + self.data)
        return self.__class__(str(other) + self.data)

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __mod__(self, args):
        return self.__class__(self.data % args)

    def __rmod__(self, template):
        return self.__class__(str(template) % self)

    def capitalize(self):
        return self.__class__(self.data.capitalize())

    def casefold(self):
        return self.__class__(self.data.casefold())

    def center(self, width, *args):
        return self.__class__(self.data.center(width, *args))

    def count(self, sub, start=0, end=None):
        if isinstance(sub, UserString):
            sub = sub.data
        return self.data.count(sub, start, end if end is not None else len(self.data))

    def removeprefix(self, prefix, /):
        if isinstance(prefix, UserString):
            prefix = prefix.data
        return self.__class__(self.data.removeprefix(prefix))

    def removesuffix(self, suffix, /):
        if isinstance(suffix, UserString):
            suffix = suffix.data
        return self.__class__(self.data.removesuffix(suffix))

    def encode(self, encoding='utf-8', errors='strict'):
        return self.data.encode(encoding, errors)

    def endswith(self, suffix, start=0, end=None):
        return self.data.endswith(suffix, start, end if end is not None else len(self.data))

    def expandtabs(self, tabsize=8):
        return self.__class__(self.data.expandtabs(tabsize))

    def find(self, sub, start=0, end=None):
        if isinstance(sub, UserString):
            sub = sub.data
        return self.data.find(sub, start, end if end is not None else len(self.data))

    def format(self, /, *args, **kwds):
        return self.data.format(*args, **kwds)

    def format_map(self, mapping):
        return self.data.format_map(mapping)

    def index(self, sub, start=0, end=None):
        return self.data.index(sub, start, end if end is not None else len(self.data))

    def isalpha(self):
        return self.data.isalpha()

    def isalnum(self):
        return self.data.isalnum()

    def isascii(self):
        return self.data.isascii()

    def isdecimal(self):
        return self.data.isdecimal()

    def isdigit(self):
        return self.data.isdigit()

    def isidentifier(self):
        return self.data.isidentifier()

    def islower(self):
        return self.data.islower()

    def isnumeric(self):
        return self.data.isnumeric()

    def isprintable(self):
        return self.data.isprintable()

    def isspace(self):
        return self.data.isspace()

    def istitle(self):
        return self.data.istitle()

    def isupper(self):
        return self.data.isupper()

    def join(self, seq):
        return self.data.join(seq)

    def ljust(self, width, *args):
        return self.__class__(self.data.ljust(width, *args))

    def lower(self):
        return self.__class__(self.data.lower())

    def lstrip(self, chars=None):
        return self.__class__(self.data.lstrip(chars))

    maketrans = str.maketrans

    def partition(self, sep):
        return self.data.partition(sep)

    def replace(self, old, new, maxsplit=-1):
        if isinstance(old, UserString):
            old = old.data
        if isinstance(new, UserString):
            new = new.data
        return self.__class__(self.data.replace(old, new, maxsplit))

    def rfind(self, sub, start=0, end=None):
        if isinstance(sub, UserString):
            sub = sub.data
        return self.data.rfind(sub, start, end if end is not None else len(self.data))

    def rindex(self, sub, start=0, end=None):
        return self.data.rindex(sub, start, end if end is not None else len(self.data))

    def rjust(self, width, *args):
        return self.__class__(self.data.rjust(width, *args))

    def rpartition(self, sep):
        return self.data.rpartition(sep)

    def rstrip(self, chars=None):
        return self.__class__(self.data.rstrip(chars))

    def split(self, sep=None, maxsplit=-1):
        return self.data.split(sep, maxsplit)

    def rsplit(self, sep=None, maxsplit=-1):
        return self.data.rsplit(sep, maxsplit)

    def splitlines(self, keepends=False):
        return self.data.splitlines(keepends)

    def startswith(self, prefix, start=0, end=None):
        return self.data.startswith(prefix, start, end if end is not None else len(self.data))

    def strip(self, chars=None):
        return self.__class__(self.data.strip(chars))

    def swapcase(self):
        return self.__class__(self.data.swapcase())

    def title(self):
        return self.__class__(self.data.title())

    def translate(self, *args):
        return self.__class__(self.data.translate(*args))

    def upper(self):
        return self.__class__(self.data.upper())

    def zfill(self, width):
        return self.__class__(self.data.zfill(width))


_MutableSequence.register(deque)

__all__ = ['ChainMap', 'Counter', 'OrderedDict', 'UserDict', 'UserList',
           'UserString', 'defaultdict', 'deque', 'namedtuple']
