"""collections: namedtuple (the rest of the module is another issue's).

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


__all__ = ['namedtuple']
