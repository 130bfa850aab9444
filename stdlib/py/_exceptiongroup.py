"""BaseExceptionGroup and ExceptionGroup (PEP 654), the builtins: found by
the builtins' lookup on first use (stdlib/builtins.c, blt_lookup), so a
script that never names them never loads this module. The two functions
at the end are what a try statement with except* clauses calls
(compiler/compile.c, compile_try_star).

Written for pysafe after CPython 3.11's documented behaviour; the
differences are in docs/language.md. An uncaught group is printed by
vm/traceback.c.
"""
import _pysafe


class BaseExceptionGroup(BaseException):
    """A combination of multiple unrelated exceptions."""

    def __new__(cls, message, exceptions):
        if not isinstance(message, str):
            raise TypeError("BaseExceptionGroup.__new__() argument 1 must be str, not %s" % type(message).__name__)
        if isinstance(exceptions, (str, bytes, dict, set, frozenset)) or not hasattr(exceptions, '__getitem__') \
                or not hasattr(exceptions, '__len__'):
            raise TypeError("second argument (exceptions) must be a sequence")
        excs = tuple(exceptions)
        if not excs:
            raise ValueError("second argument (exceptions) must be a non-empty sequence")
        all_exc = True
        for i, e in enumerate(excs):
            if not isinstance(e, BaseException):
                raise ValueError("Item %d of second argument (exceptions) is not an exception" % i)
            if not isinstance(e, Exception):
                all_exc = False
        if cls is BaseExceptionGroup:
            if all_exc:
                cls = ExceptionGroup
        elif issubclass(cls, Exception) and not all_exc:
            if cls is ExceptionGroup:
                raise TypeError("Cannot nest BaseExceptions in an ExceptionGroup")
            raise TypeError("Cannot nest BaseExceptions in '%s'" % cls.__name__)
        self = BaseException.__new__(cls, message, exceptions)
        self._message = message
        self._exceptions = excs
        return self

    def __init__(self, message, exceptions):
        BaseException.__init__(self, message, exceptions)

    @property
    def message(self):
        """exception message"""
        return self._message

    @property
    def exceptions(self):
        """nested exceptions"""
        return self._exceptions

    def __str__(self):
        n = len(self._exceptions)
        return "%s (%d sub-exception%s)" % (self._message, n, "" if n == 1 else "s")

    def derive(self, excs):
        return BaseExceptionGroup(self._message, excs)

    def subgroup(self, condition):
        return _split(self, _matcher(condition), False)[0]

    def split(self, condition):
        return _split(self, _matcher(condition), True)


class ExceptionGroup(BaseExceptionGroup, Exception):
    """A combination of multiple unrelated exceptions (all Exception)."""


_function = type(lambda: None)


def _matcher(condition):
    """split()'s and subgroup()'s condition as a predicate: a function (a
    plain one: CPython takes no other callable), an exception type or a
    tuple of them."""
    if type(condition) is _function:
        return condition
    if isinstance(condition, type) and issubclass(condition, BaseException):
        return lambda e: isinstance(e, condition)
    if type(condition) is tuple and all(isinstance(c, type) and issubclass(c, BaseException)
                                        for c in condition):
        return lambda e: isinstance(e, condition)
    raise TypeError("expected a function, exception type or tuple of exception types")


def _split(exc, pred, with_rest):
    """(the part of exc that pred selects, the rest or None when not
    with_rest): a group or leaf pred takes goes whole; a group it does not
    take is split member by member, each part a derive() of it."""
    if pred(exc):
        return exc, None
    if not isinstance(exc, BaseExceptionGroup):
        return None, exc if with_rest else None
    match, rest = [], []
    for e in exc._exceptions:
        m, r = _split(e, pred, with_rest)
        if m is not None:
            match.append(m)
        if r is not None:
            rest.append(r)
    return _subset(exc, match), _subset(exc, rest) if with_rest else None


def _subset(eg, excs):
    """eg.derive(excs) with eg's traceback, __cause__ and __context__, or
    None when excs is empty."""
    if not excs:
        return None
    part = eg.derive(excs)
    if not isinstance(part, BaseExceptionGroup):
        raise TypeError("derive must return an instance of BaseExceptionGroup")
    _pysafe.exc_copy_meta(part, eg)
    return part


def _star_match(exc, types):
    """One except* clause: (the part of exc it handles, the rest), either
    None. exc is what is left of the raised exception (None once all of it
    was handled); the interpreter has checked types. A naked exception the
    clause matches is handled wrapped in a group of its own."""
    if exc is None:
        return None, None
    if isinstance(exc, types):
        if isinstance(exc, BaseExceptionGroup):
            return exc, None
        return BaseExceptionGroup("", (exc,)), None
    if not isinstance(exc, BaseExceptionGroup):
        return None, exc
    pair = exc.split(types)
    if type(pair) is not tuple:
        raise TypeError("%s.split must return a tuple, not %s" % (type(exc).__name__, type(pair).__name__))
    if len(pair) != 2:
        raise TypeError("%s.split must return a 2-tuple, got tuple of size %d" % (type(exc).__name__, len(pair)))
    for part in pair:
        if part is not None and not isinstance(part, BaseException):
            raise TypeError("%s.split must return exceptions or None, not %s"
                            % (type(exc).__name__, type(part).__name__))
    return pair


def _star_reraise(orig, excs):
    """What a try statement with except* clauses raises once they ran
    (None: nothing). orig is the exception the try body raised; excs the
    exceptions raised in the clauses' bodies, then the unhandled rest (or
    None). A clause's body that re-raised its part (a bare `raise`) gave
    back a group with orig's traceback, cause and context: such parts and
    the rest go back into orig's own structure; a new exception raised in
    a body joins them in a new group whose message is ''."""
    if not isinstance(orig, BaseExceptionGroup):
        # a naked exception: one clause at most handled it
        return excs[0]
    raised, reraised = [], []
    for e in excs:
        if e is not None:
            (reraised if _pysafe.exc_same_meta(e, orig) else raised).append(e)
    keep = set()
    for e in reraised:
        _leaf_ids(e, keep)
    back = _split(orig, lambda e: id(e) in keep, False)[0] if keep else None
    if not raised:
        return back
    if back is not None:
        raised.append(back)
    return BaseExceptionGroup("", raised) if len(raised) > 1 else raised[0]


def _leaf_ids(exc, ids):
    if isinstance(exc, BaseExceptionGroup):
        for e in exc._exceptions:
            _leaf_ids(e, ids)
    else:
        ids.add(id(exc))


BaseExceptionGroup.__module__ = 'builtins'
ExceptionGroup.__module__ = 'builtins'
