"""Generic (shallow and deep) copying operations.

Interface summary:

        import copy

        x = copy.copy(y)                # make a shallow copy of y
        x = copy.deepcopy(y)            # make a deep copy of y
        x = copy.deepcopy(y, memo)      # with a memo dict of id() -> copy

For module specific errors, copy.Error is raised.

pysafe: there is no __reduce_ex__ (pickling), so an instance of a script's
class is copied the way CPython's default reduction does it: a new
instance made without calling __init__, then its __dict__ and __slots__
values copied into it (deep-copied for deepcopy), or handed to its
__setstate__ (with __getstate__'s state when the class defines one); a
list/dict subclass's items are copied too, a tuple subclass (namedtuple)
is made again from its items, an exception from its args. __copy__ and
__deepcopy__ are honoured as in CPython. Built-in objects that CPython
copies through pickling and pysafe cannot (iterators, modules) raise
TypeError("cannot pickle ...").
"""

import _copy


def _is_deque(x):
    from collections import deque
    return type(x) is deque


class Error(Exception):
    pass


error = Error   # backward compatibility

__all__ = ["Error", "copy", "deepcopy"]


def _builtin_function_type():
    return type(len)


class _Probe:
    def method(self):
        pass


# bound methods are copied as themselves (CPython makes a new one through
# pickling, and deepcopy copies its object): pysafe has no __reduce_ex__
_atomic_types = frozenset([type(_Probe().method), type(None), int, float, bool, str, bytes, type,
                           range, slice, property, type(len), type(_builtin_function_type),
                           type(Ellipsis), type(NotImplemented)])


def _is_re_object(cls):
    # re.Pattern and re.Match are their own copies, as CPython's __copy__
    # and __deepcopy__ make them; pysafe's dunder allowlist keeps those two
    # unreachable on built-in types, so copy knows the types instead
    if cls.__name__ != 'Pattern' and cls.__name__ != 'Match':
        return False
    import re
    return cls is re.Pattern or cls is re.Match


def copy(x):
    """Shallow copy operation on arbitrary Python objects.

    See the module's __doc__ string for more info.
    """
    cls = type(x)
    if cls in _atomic_types or cls is tuple or cls is frozenset:
        return x
    if cls is list or cls is dict or cls is set or cls is bytearray:
        return x.copy()
    if issubclass(cls, type) or _is_re_object(cls):
        return x
    copier = getattr(cls, "__copy__", None)
    if copier is not None:
        return copier(x)
    rv = _reduce(x)
    if rv is not None:
        return _from_reduce(x, rv, None)
    return _reconstruct(x, None)


def deepcopy(x, memo=None, _nil=[]):
    """Deep copy operation on arbitrary Python objects.

    See the module's __doc__ string for more info.
    """
    if memo is None:
        memo = {}

    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y

    cls = type(x)

    if cls in _atomic_types and cls is not slice:
        y = x
    elif cls is list:
        y = _deepcopy_list(x, memo)
    elif cls is dict:
        y = _deepcopy_dict(x, memo)
    elif cls is tuple:
        y = _deepcopy_tuple(x, memo)
    elif cls is set or cls is frozenset:
        y = cls(deepcopy(list(x), memo))
    elif cls is bytearray:
        y = x.copy()
    elif cls is slice:
        # atomic for copy(), rebuilt by deepcopy (CPython 3.11 reduces it)
        y = slice(deepcopy(x.start, memo), deepcopy(x.stop, memo), deepcopy(x.step, memo))
    elif issubclass(cls, type) or _is_re_object(cls):
        y = x
    else:
        copier = getattr(x, "__deepcopy__", None)
        if copier is not None:
            y = copier(memo)
        else:
            rv = _reduce(x)
            if rv is not None:
                y = _from_reduce(x, rv, memo)
            else:
                y = _reconstruct(x, memo)

    # If is its own copy, don't memoize.
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)  # Make sure x lives at least as long as d
    return y


def _deepcopy_list(x, memo):
    y = []
    memo[id(x)] = y
    append = y.append
    for a in x:
        append(deepcopy(a, memo))
    return y


def _deepcopy_tuple(x, memo):
    y = [deepcopy(a, memo) for a in x]
    # We're not going to put the tuple in the memo, but it's still important we
    # check for it, in case the tuple contains recursive mutable structures.
    try:
        return memo[id(x)]
    except KeyError:
        pass
    for k, j in zip(x, y):
        if k is not j:
            return tuple(y)
    return x


def _deepcopy_dict(x, memo):
    y = {}
    memo[id(x)] = y
    for key, value in x.items():
        y[deepcopy(key, memo)] = deepcopy(value, memo)
    return y


def _keep_alive(x, memo):
    """Keeps a reference to the object x in the memo.

    Because we remember objects by their id, we have
    to assure that possibly temporary objects are kept
    alive by referencing them.
    We store a reference at the id of the memo, which should
    normally not be used unless someone tries to deepcopy
    the memo itself...
    """
    try:
        memo[id(memo)].append(x)
    except KeyError:
        # aha, this is the first one :-)
        memo[id(memo)] = [x]


def _reduce(x):
    """What a class's own __reduce_ex__(4) or __reduce__ says (pysafe's
    object has neither, so any found is the class's), or None; re's
    Pattern and Match copy as themselves, as in CPython."""
    cls = type(x)
    if cls.__name__ in ('Pattern', 'Match'):
        import re   # already imported when such an object exists
        if cls is re.Pattern or cls is re.Match:
            return ''
    if cls.__name__ == 'partial':
        from functools import partial
        if cls is partial:
            return (_make_partial, (x.func, x.args, x.keywords))
    reductor = getattr(cls, "__reduce_ex__", None)
    if reductor is not None:
        return x.__reduce_ex__(4)
    reductor = getattr(cls, "__reduce__", None)
    if reductor is not None:
        return x.__reduce__()
    return None


def _make_partial(func, args, keywords):
    from functools import partial
    return partial(func, *args, **keywords)


def _from_reduce(x, rv, memo):
    """The copy a reduction value describes (CPython's copy._reconstruct):
    a str names a global, so the object is its own copy; else (callable,
    args[, state[, listiter[, dictiter]]])."""
    if isinstance(rv, str):
        return x
    deep = memo is not None
    func, args = rv[0], rv[1]
    state = rv[2] if len(rv) > 2 else None
    listiter = rv[3] if len(rv) > 3 else None
    dictiter = rv[4] if len(rv) > 4 else None
    if deep and args:
        args = deepcopy(args, memo)
    y = func(*args)
    if deep:
        memo[id(x)] = y
    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        if hasattr(y, '__setstate__'):
            y.__setstate__(state)
        else:
            slotstate = None
            if isinstance(state, tuple) and len(state) == 2:
                state, slotstate = state
            if state:
                y.__dict__.update(state)
            if slotstate:
                for key, value in slotstate.items():
                    setattr(y, key, value)
    if listiter is not None:
        for item in listiter:
            y.append(deepcopy(item, memo) if deep else item)
    if dictiter is not None:
        for key, value in dictiter:
            if deep:
                key = deepcopy(key, memo)
                value = deepcopy(value, memo)
            y[key] = value
    return y


def _deepcopy_deque(x, memo):
    # as CPython's reduction of a deque: an empty one with the same maxlen,
    # in the memo before its items are copied (so cycles come back)
    y = type(x)((), x.maxlen)
    memo[id(x)] = y
    for item in x:
        y.append(deepcopy(item, memo))
    return y


def _reconstruct_exception(x, memo):
    # a built-in exception type's instance: the type called with its args,
    # then the attributes a script set on it (CPython's reduction)
    args = x.args
    attrs = _copy.exc_attrs(x)
    if memo is not None:
        args = deepcopy(args, memo)
    y = type(x)(*args)
    if memo is not None:
        memo[id(x)] = y
        attrs = deepcopy(attrs, memo)
    for key, value in attrs.items():
        setattr(y, key, value)
    return y


def _reconstruct(x, memo):
    # A copy of an instance of a script's class (memo None: shallow).
    deep = memo is not None
    layout = _copy.layout(x)
    cls = type(x)
    if layout is None and isinstance(x, BaseException):
        return _reconstruct_exception(x, memo)
    if layout is None and deep and _is_deque(x):
        return _deepcopy_deque(x, memo)
    if layout is None or layout == "other":
        raise TypeError(f"cannot pickle {cls.__name__!r} object")
    if layout == "tuple":
        items = tuple(x)
        if deep:
            items = deepcopy(items, memo)
        y = cls(*items) if hasattr(cls, "_fields") else cls(items)
    elif layout == "exception":
        args = x.args
        if deep:
            args = deepcopy(args, memo)
        y = cls(*args)
    else:
        y = _copy.new_instance(x)
    if deep:
        memo[id(x)] = y

    getstate = getattr(cls, "__getstate__", None)
    if getstate is not None and getstate != getattr(object, "__getstate__", None):
        state = x.__getstate__()
    else:
        state = getattr(x, "__dict__", None) or None
        slots = _copy.slot_items(x)
        if slots:
            state = (state, dict(slots))
    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        setstate = getattr(y, "__setstate__", None)
        if setstate is not None:
            setstate(state)
        else:
            slotstate = None
            if isinstance(state, tuple) and len(state) == 2:
                state, slotstate = state
            if state:
                y.__dict__.update(state)
            if slotstate:
                for key, value in slotstate.items():
                    setattr(y, key, value)

    if layout == "list":
        for item in x:
            if deep:
                item = deepcopy(item, memo)
            y.append(item)
    elif layout == "dict":
        for key, value in x.items():
            if deep:
                key = deepcopy(key, memo)
                value = deepcopy(value, memo)
            y[key] = value
    return y
