"""BaseExceptionGroup and ExceptionGroup (PEP 654), the builtins: found by
the builtins' lookup on first use (stdlib/builtins.c, blt_lookup), so a
script that never names them never loads this module.

Written for pysafe after CPython 3.11's documented behaviour. Differences
(docs/language.md): `except*` is not there, and an uncaught group prints
as a plain traceback ending in "ExceptionGroup: msg (n sub-exceptions)",
not CPython's nested tree of its members.
"""


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

    def _copy_meta(self, eg):
        eg.__cause__ = self.__cause__
        eg.__context__ = self.__context__
        return eg

    def subgroup(self, condition):
        match, rest = self.split(condition)
        return match

    def split(self, condition):
        pred = _matcher(condition)
        if pred(self):
            return self, None
        match, rest = [], []
        for e in self._exceptions:
            if isinstance(e, BaseExceptionGroup):
                m, r = e.split(pred)
                if m is not None:
                    match.append(m)
                if r is not None:
                    rest.append(r)
            elif pred(e):
                match.append(e)
            else:
                rest.append(e)
        m = self._copy_meta(self.derive(match)) if match else None
        r = self._copy_meta(self.derive(rest)) if rest else None
        return m, r


class ExceptionGroup(BaseExceptionGroup, Exception):
    """A combination of multiple unrelated exceptions (all Exception)."""


def _matcher(condition):
    if isinstance(condition, type) and issubclass(condition, BaseException):
        return lambda e: isinstance(e, condition)
    if isinstance(condition, tuple) and all(isinstance(c, type) and issubclass(c, BaseException)
                                            for c in condition):
        return lambda e: isinstance(e, condition)
    if callable(condition):
        return condition
    raise TypeError("expected a function, exception type or tuple of exception types")


BaseExceptionGroup.__module__ = 'builtins'
ExceptionGroup.__module__ = 'builtins'
