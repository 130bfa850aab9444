"""contextlib: contextmanager, suppress, nullcontext, closing, ExitStack,
redirect_stdout, redirect_stderr, ContextDecorator, AbstractContextManager,
and the async ones: asynccontextmanager, aclosing, AsyncContextDecorator,
AbstractAsyncContextManager.

Written for pysafe after CPython 3.11's documented behaviour. Differences
(docs/language.md): __exit__ receives None for the traceback (a script
never holds a traceback object). redirect_stdout and redirect_stderr set
what sys.stdout and sys.stderr read (the sys module is not the script's to
assign to).
"""

import _pysafe
from abc import abstractmethod
from _collections import _type_has, _alias

__all__ = ['contextmanager', 'suppress', 'nullcontext', 'closing', 'ExitStack',
           'redirect_stdout', 'redirect_stderr', 'ContextDecorator', 'AbstractContextManager',
           'asynccontextmanager', 'aclosing', 'AsyncContextDecorator',
           'AbstractAsyncContextManager']


def _check_methods(C, *methods):
    """True when instances of C have each method, not set to None, else
    NotImplemented (CPython's _collections_abc._check_methods)."""
    for m in methods:
        if not _type_has(C, m):
            return NotImplemented
    return True


_registered = []  # (ABC, class) pairs of register()
_plain = False     # issubclass by the MRO alone while set


def _mro_subclass(c, base):
    global _plain
    _plain = True
    try:
        return issubclass(c, base)
    finally:
        _plain = False


class _ABCMeta:
    """The meta of the two ABCs below (pysafe has no metaclasses for
    scripts; a plain class named as metaclass= gives the class-level
    protocol, as collections.abc's): isinstance and issubclass ask it once
    the MRO has said no. CPython's ABCMeta order: the ABC's
    __subclasshook__, then what register() added to it or to its
    subclasses."""

    def register(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError('Can only register classes')
        if (cls, subclass) not in _registered:
            _registered.append((cls, subclass))
        return subclass

    def __instancecheck__(cls, instance):
        return _ABCMeta.__subclasscheck__(cls, type(instance))

    def __subclasscheck__(cls, subclass):
        if _plain:
            return False
        if not isinstance(subclass, type):
            raise TypeError('issubclass() arg 1 must be a class')
        ok = cls.__subclasshook__(subclass)
        if ok is not NotImplemented:
            return bool(ok)
        for abc, reg in _registered:
            if _mro_subclass(abc, cls) and issubclass(subclass, reg):
                return True
        return False


class AbstractContextManager(metaclass=_ABCMeta):
    """An abstract base class for context managers."""

    __class_getitem__ = classmethod(_alias)

    def __enter__(self):
        """Return `self` upon entering the runtime context."""
        return self

    @abstractmethod
    def __exit__(self, exc_type, exc_value, traceback):
        """Raise any exception triggered within the runtime context."""
        return None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AbstractContextManager:
            return _check_methods(C, "__enter__", "__exit__")
        return NotImplemented


class ContextDecorator:
    """A context manager usable as a decorator: the call runs inside it."""

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        def inner(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)
        inner.__name__ = getattr(func, '__name__', 'inner')
        inner.__qualname__ = getattr(func, '__qualname__', 'inner')
        inner.__doc__ = getattr(func, '__doc__', None)
        inner.__wrapped__ = func
        return inner


class _GeneratorContextManager(ContextDecorator, AbstractContextManager):
    """The context manager a @contextmanager function returns."""

    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds
        doc = getattr(func, '__doc__', None)
        if doc is None:
            doc = type(self).__doc__
        self.__doc__ = doc

    def _recreate_cm(self):
        return self.__class__(self.func, self.args, self.kwds)

    def __enter__(self):
        del self.args, self.kwds, self.func
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def __exit__(self, typ, value, traceback):
        if typ is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            else:
                raise RuntimeError("generator didn't stop")
        if value is None:
            value = typ()
        try:
            self.gen.throw(typ, value, traceback)
        except StopIteration as exc:
            # a StopIteration the body raised came back out: not suppressed
            return exc is not value
        except RuntimeError as exc:
            if exc is value:
                exc.__traceback__ = traceback
                return False
            # a StopIteration from the body, turned into a RuntimeError by
            # the generator (PEP 479): the original goes on
            if isinstance(value, StopIteration) and exc.__cause__ is value:
                value.__traceback__ = traceback
                return False
            raise
        except BaseException as exc:
            if exc is not value:
                raise
            exc.__traceback__ = traceback
            return False
        raise RuntimeError("generator didn't stop after throw()")


def contextmanager(func):
    """@contextmanager: a generator function that yields once becomes a
    context manager factory."""
    def helper(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    helper.__name__ = getattr(func, '__name__', 'helper')
    helper.__qualname__ = getattr(func, '__qualname__', 'helper')
    helper.__doc__ = getattr(func, '__doc__', None)
    helper.__wrapped__ = func
    return helper


class AbstractAsyncContextManager(metaclass=_ABCMeta):
    """An abstract base class for asynchronous context managers."""

    __class_getitem__ = classmethod(_alias)

    async def __aenter__(self):
        """Return `self` upon entering the runtime context."""
        return self

    @abstractmethod
    async def __aexit__(self, exc_type, exc_value, traceback):
        """Raise any exception triggered within the runtime context."""
        return None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AbstractAsyncContextManager:
            return _check_methods(C, "__aenter__", "__aexit__")
        return NotImplemented


class AsyncContextDecorator:
    """An async context manager usable as a decorator of a coroutine
    function: each call runs inside it."""

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        async def inner(*args, **kwds):
            async with self._recreate_cm():
                return await func(*args, **kwds)
        inner.__name__ = getattr(func, '__name__', 'inner')
        inner.__qualname__ = getattr(func, '__qualname__', 'inner')
        inner.__doc__ = getattr(func, '__doc__', None)
        inner.__wrapped__ = func
        return inner


class _AsyncGeneratorContextManager(AsyncContextDecorator, AbstractAsyncContextManager):
    """The async context manager an @asynccontextmanager function returns:
    the async generator runs to its yield on enter, on from it on exit."""

    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds
        doc = getattr(func, '__doc__', None)
        if doc is None:
            doc = type(self).__doc__
        self.__doc__ = doc

    def _recreate_cm(self):
        return self.__class__(self.func, self.args, self.kwds)

    async def __aenter__(self):
        del self.args, self.kwds, self.func
        try:
            return await self.gen.__anext__()
        except StopAsyncIteration:
            raise RuntimeError("generator didn't yield") from None

    async def __aexit__(self, typ, value, traceback):
        if typ is None:
            try:
                await self.gen.__anext__()
            except StopAsyncIteration:
                return False
            else:
                raise RuntimeError("generator didn't stop")
        if value is None:
            value = typ()
        try:
            await self.gen.athrow(typ, value, traceback)
        except StopAsyncIteration as exc:
            # suppressed, unless it is the body's own StopAsyncIteration
            return exc is not value
        except RuntimeError as exc:
            if exc is value:
                exc.__traceback__ = traceback
                return False
            # the body's StopIteration / StopAsyncIteration, turned into a
            # RuntimeError by the generator (PEP 479, PEP 525): it goes on
            if isinstance(value, (StopIteration, StopAsyncIteration)) and exc.__cause__ is value:
                value.__traceback__ = traceback
                return False
            raise
        except BaseException as exc:
            if exc is not value:
                raise
            exc.__traceback__ = traceback
            return False
        raise RuntimeError("generator didn't stop after athrow()")


def asynccontextmanager(func):
    """@asynccontextmanager: an async generator function that yields once
    becomes an async context manager factory."""
    def helper(*args, **kwds):
        return _AsyncGeneratorContextManager(func, args, kwds)
    helper.__name__ = getattr(func, '__name__', 'helper')
    helper.__qualname__ = getattr(func, '__qualname__', 'helper')
    helper.__doc__ = getattr(func, '__doc__', None)
    helper.__wrapped__ = func
    return helper


class aclosing(AbstractAsyncContextManager):
    """Await thing.aclose() at the end of the block."""

    def __init__(self, thing):
        self.thing = thing

    async def __aenter__(self):
        return self.thing

    async def __aexit__(self, *exc_info):
        await self.thing.aclose()


class suppress(AbstractContextManager):
    """Suppress the given exception types in the body."""

    def __init__(self, *exceptions):
        self._exceptions = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exctype, excinst, exctb):
        return exctype is not None and issubclass(exctype, self._exceptions)


class nullcontext(AbstractContextManager):
    """A context manager that does nothing; enter_result is what `as` gets."""

    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass

    async def __aenter__(self):
        return self.enter_result

    async def __aexit__(self, *excinfo):
        pass


class closing(AbstractContextManager):
    """Call thing.close() at the end of the block."""

    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class _RedirectStream(AbstractContextManager):
    """sys.<stream> is new_target inside the block (the sandbox keeps the
    target itself: _pysafe.swap_stdout / swap_stderr); re-entrant."""

    _swap = None

    def __init__(self, new_target):
        self._new_target = new_target
        self._old_targets = []

    def __enter__(self):
        self._old_targets.append(type(self)._swap(self._new_target))
        return self._new_target

    def __exit__(self, exctype, excinst, exctb):
        type(self)._swap(*self._old_targets.pop())


class redirect_stdout(_RedirectStream):
    """Context manager for temporarily redirecting stdout to another file:
    sys.stdout is new_target, and print() without file= writes to it."""

    _swap = _pysafe.swap_stdout


class redirect_stderr(_RedirectStream):
    """Context manager for temporarily redirecting stderr to another file."""

    _swap = _pysafe.swap_stderr


class ExitStack(AbstractContextManager):
    """A stack of exit callbacks, run last in, first out, each seeing the
    exception the previous ones left."""

    def __init__(self):
        self._exit_callbacks = []

    def pop_all(self):
        new_stack = type(self)()
        new_stack._exit_callbacks = self._exit_callbacks
        self._exit_callbacks = []
        return new_stack

    def push(self, exit):
        _cb_type = type(exit)
        try:
            exit_method = _cb_type.__exit__
        except AttributeError:
            self._exit_callbacks.append((True, exit))
        else:
            self._push_cm_exit(exit, exit_method)
        return exit

    def enter_context(self, cm):
        _cm_type = type(cm)
        try:
            _enter = _cm_type.__enter__
            _exit = _cm_type.__exit__
        except AttributeError:
            raise TypeError(f"'{_cm_type.__module__}.{_cm_type.__qualname__}' object does "
                            f"not support the context manager protocol") from None
        result = _enter(cm)
        self._push_cm_exit(cm, _exit)
        return result

    def callback(self, callback, /, *args, **kwds):
        def _exit_wrapper(exc_type, exc, tb):
            callback(*args, **kwds)
        _exit_wrapper.__wrapped__ = callback
        self._exit_callbacks.append((True, _exit_wrapper))
        return callback

    def _push_cm_exit(self, cm, cm_exit):
        def _exit_wrapper(exc_type, exc, tb):
            return cm_exit(cm, exc_type, exc, tb)
        self._exit_callbacks.append((True, _exit_wrapper))

    def close(self):
        self.__exit__(None, None, None)

    def __exit__(self, *exc_details):
        received_exc = exc_details[0] is not None
        frame_exc = exc_details[1]

        def _fix_exception_context(new_exc, old_exc):
            # the context chain as a nested with statement would make it
            while 1:
                exc_context = new_exc.__context__
                if exc_context is None or exc_context is old_exc:
                    return
                if exc_context is frame_exc:
                    break
                new_exc = exc_context
            new_exc.__context__ = old_exc

        suppressed_exc = False
        pending_raise = False
        while self._exit_callbacks:
            is_sync, cb = self._exit_callbacks.pop()
            try:
                if cb(*exc_details):
                    suppressed_exc = True
                    pending_raise = False
                    exc_details = (None, None, None)
            except BaseException as new_exc:
                _fix_exception_context(new_exc, exc_details[1])
                pending_raise = True
                exc_details = (type(new_exc), new_exc, None)
        if pending_raise:
            try:
                fixed_ctx = exc_details[1].__context__
                raise exc_details[1]
            except BaseException:
                exc_details[1].__context__ = fixed_ctx
                raise
        return received_exc and suppressed_exc
