"""collections.abc: the abstract base classes of the container protocols.

As in CPython, each is a class with abstract methods and mixin methods
(Mapping gives get, keys, items, values, __contains__, __eq__ to a class
that defines __getitem__, __iter__ and __len__), and isinstance/issubclass
also answer for the built-in types registered with them (dict is a
MutableMapping, list a MutableSequence, str a Sequence ...) and, for the
one-method protocols (Iterable, Sized, Hashable, Callable ...), for any
type that has the method.

pysafe has no metaclasses for scripts; this module's ABCMeta is a plain
class named as metaclass= (the class-level protocol of sandbox modules),
whose __instancecheck__ and __subclasscheck__ the isinstance and issubclass
builtins ask once the class's own MRO has said no (vm_abc_check). Without
generators, the mixin __iter__ methods return small iterator objects.
"""

from abc import abstractmethod
from _collections import _type_has, _alias


def _has(C, *methods):
    """Instances of C (a type) have each method, not set to None:
    CPython's _check_methods over C's MRO."""
    for m in methods:
        if not _type_has(C, m):
            return False
    return True


_registry = {}   # ABC -> list of the types registered with it
_parents = {}    # ABC -> its ABC bases (registration reaches them too)
_hooks = {}      # ABC -> the test a type passes without registration


_plain = False  # issubclass by the MRO alone while set


def _mro_subclass(c, base):
    global _plain
    _plain = True
    try:
        return issubclass(c, base)
    finally:
        _plain = False


class ABCMeta:
    """The meta of the ABCs: registration and the isinstance hooks."""

    def register(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError('Can only register classes')
        todo = [cls]
        if cls not in _parents:
            # a script's ABC (class MyABC(Sequence)): what it registers
            # is an instance of the ABCs it derives from as well
            todo += [a for a in _parents if _mro_subclass(cls, a)]
        while todo:
            c = todo.pop()
            regs = _registry.setdefault(c, [])
            if subclass not in regs:
                regs.append(subclass)
            todo.extend(_parents.get(c, ()))
        return subclass

    def __instancecheck__(cls, instance):
        return ABCMeta.__subclasscheck__(cls, type(instance))

    def __subclasscheck__(cls, subclass):
        if _plain:
            return False
        if not isinstance(subclass, type):
            raise TypeError('issubclass() arg 1 must be a class')
        for r in _registry.get(cls, ()):
            if subclass is r or issubclass(subclass, r):
                return True
        hook = _hooks.get(cls)
        if hook is not None and hook(subclass):
            return True
        return False


def _abc(cls, parents=(), hook=None):
    _parents[cls] = parents
    if hook is not None:
        _hooks[cls] = hook
    return cls


class Hashable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __hash__(self):
        return 0


class Awaitable(metaclass=ABCMeta):
    __slots__ = ()
    __class_getitem__ = classmethod(_alias)

    @abstractmethod
    def __await__(self):
        return iter(())


class Coroutine(Awaitable):
    __slots__ = ()

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        raise val

    def close(self):
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            pass
        else:
            raise RuntimeError("coroutine ignored GeneratorExit")


class AsyncIterable(metaclass=ABCMeta):
    __slots__ = ()
    __class_getitem__ = classmethod(_alias)

    @abstractmethod
    def __aiter__(self):
        return AsyncIterator()


class AsyncIterator(AsyncIterable):
    __slots__ = ()

    @abstractmethod
    async def __anext__(self):
        raise StopAsyncIteration

    def __aiter__(self):
        return self


class AsyncGenerator(AsyncIterator):
    __slots__ = ()

    async def __anext__(self):
        return await self.asend(None)

    @abstractmethod
    async def asend(self, value):
        raise StopAsyncIteration

    @abstractmethod
    async def athrow(self, typ, val=None, tb=None):
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        raise val

    async def aclose(self):
        try:
            await self.athrow(GeneratorExit)
        except (GeneratorExit, StopAsyncIteration):
            pass
        else:
            raise RuntimeError("asynchronous generator ignored GeneratorExit")


class Iterable(metaclass=ABCMeta):
    __slots__ = ()
    __class_getitem__ = classmethod(_alias)

    @abstractmethod
    def __iter__(self):
        return iter(())


class Iterator(Iterable):
    __slots__ = ()

    @abstractmethod
    def __next__(self):
        raise StopIteration

    def __iter__(self):
        return self


class Reversible(Iterable):
    __slots__ = ()

    @abstractmethod
    def __reversed__(self):
        return iter(())


class Generator(Iterator):
    __slots__ = ()

    def __next__(self):
        return self.send(None)

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        raise val

    def close(self):
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            pass
        else:
            raise RuntimeError("generator ignored GeneratorExit")


class Sized(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __len__(self):
        return 0


class Container(metaclass=ABCMeta):
    __slots__ = ()
    __class_getitem__ = classmethod(_alias)

    @abstractmethod
    def __contains__(self, x):
        return False


class Collection(Sized, Iterable, Container):
    __slots__ = ()


class Callable(metaclass=ABCMeta):
    __slots__ = ()
    __class_getitem__ = classmethod(_alias)

    @abstractmethod
    def __call__(self, *args, **kwds):
        return False


class _IndexIter:
    """iter() of a Sequence: self[0], self[1] ... until IndexError (the
    generator CPython's mixin is)."""
    __slots__ = ('_seq', '_i', '_step')

    def __init__(self, seq, start, step):
        self._seq = seq
        self._i = start
        self._step = step

    def __iter__(self):
        return self

    def __next__(self):
        if self._seq is None or self._i < 0:
            raise StopIteration
        try:
            v = self._seq[self._i]
        except (IndexError, StopIteration):
            self._seq = None
            raise StopIteration
        self._i += self._step
        return v


class Set(Collection):
    """A finite, iterable container: comparisons and the set operators
    over __contains__, __iter__ and __len__."""
    __slots__ = ()

    def __le__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        if len(self) > len(other):
            return False
        for elem in self:
            if elem not in other:
                return False
        return True

    def __lt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) < len(other) and self.__le__(other)

    def __gt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) > len(other) and self.__ge__(other)

    def __ge__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        if len(self) < len(other):
            return False
        for elem in other:
            if elem not in self:
                return False
        return True

    def __eq__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) == len(other) and self.__le__(other)

    @classmethod
    def _from_iterable(cls, it):
        return cls(it)

    def __and__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable([value for value in other if value in self])

    __rand__ = __and__

    def isdisjoint(self, other):
        for value in other:
            if value in self:
                return False
        return True

    def __or__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        chain = [e for e in self] + [e for e in other]
        return self._from_iterable(chain)

    __ror__ = __or__

    def __sub__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable([value for value in self if value not in other])

    def __rsub__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable([value for value in other if value not in self])

    def __xor__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return (self - other) | (other - self)

    __rxor__ = __xor__

    def _hash(self):
        h = 0
        for x in self:
            h ^= hash(x)
        return h


class MutableSet(Set):
    __slots__ = ()

    @abstractmethod
    def add(self, value):
        raise NotImplementedError

    @abstractmethod
    def discard(self, value):
        raise NotImplementedError

    def remove(self, value):
        if value not in self:
            raise KeyError(value)
        self.discard(value)

    def pop(self):
        it = iter(self)
        try:
            value = next(it)
        except StopIteration:
            raise KeyError from None
        self.discard(value)
        return value

    def clear(self):
        try:
            while True:
                self.pop()
        except KeyError:
            pass

    def __ior__(self, it):
        for value in it:
            self.add(value)
        return self

    def __iand__(self, it):
        for value in [v for v in self if v not in it]:
            self.discard(value)
        return self

    def __ixor__(self, it):
        if it is self:
            self.clear()
        else:
            if not isinstance(it, Set):
                it = self._from_iterable(it)
            for value in it:
                if value in self:
                    self.discard(value)
                else:
                    self.add(value)
        return self

    def __isub__(self, it):
        if it is self:
            self.clear()
        else:
            for value in it:
                self.discard(value)
        return self


class Mapping(Collection):
    """A read-only mapping: get, keys, items, values, __contains__ and
    __eq__ over __getitem__, __iter__ and __len__."""
    __slots__ = ()

    @abstractmethod
    def __getitem__(self, key):
        raise KeyError

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key):
        try:
            self[key]
        except KeyError:
            return False
        else:
            return True

    def keys(self):
        return KeysView(self)

    def items(self):
        return ItemsView(self)

    def values(self):
        return ValuesView(self)

    def __eq__(self, other):
        if not isinstance(other, Mapping):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    __reversed__ = None


class MappingView(Sized):
    __slots__ = ('_mapping',)
    __class_getitem__ = classmethod(_alias)

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return '{0.__class__.__name__}({0._mapping!r})'.format(self)


class KeysView(MappingView, Set):
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        return iter(self._mapping)


class ItemsView(MappingView, Set):
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, item):
        key, value = item
        try:
            v = self._mapping[key]
        except KeyError:
            return False
        else:
            return v is value or v == value

    def __iter__(self):
        m = self._mapping
        return iter([(key, m[key]) for key in m])


class ValuesView(MappingView, Collection):
    __slots__ = ()

    def __contains__(self, value):
        m = self._mapping
        for key in m:
            v = m[key]
            if v is value or v == value:
                return True
        return False

    def __iter__(self):
        m = self._mapping
        return iter([m[key] for key in m])


class _Marker:
    pass


_marker = _Marker()


class MutableMapping(Mapping):
    """A mapping that can change: pop, popitem, clear, update and
    setdefault over __setitem__ and __delitem__."""
    __slots__ = ()

    @abstractmethod
    def __setitem__(self, key, value):
        raise KeyError

    @abstractmethod
    def __delitem__(self, key):
        raise KeyError

    def pop(self, key, default=_marker):
        try:
            value = self[key]
        except KeyError:
            if default is _marker:
                raise
            return default
        else:
            del self[key]
            return value

    def popitem(self):
        try:
            key = next(iter(self))
        except StopIteration:
            raise KeyError from None
        value = self[key]
        del self[key]
        return key, value

    def clear(self):
        try:
            while True:
                self.popitem()
        except KeyError:
            pass

    def update(self, other=(), /, **kwds):
        if isinstance(other, Mapping):
            for key in other:
                self[key] = other[key]
        elif hasattr(other, "keys"):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default


class Sequence(Reversible, Collection):
    """A read-only sequence: __iter__, __contains__, __reversed__, index
    and count over __getitem__ and __len__."""
    __slots__ = ()

    @abstractmethod
    def __getitem__(self, index):
        raise IndexError

    def __iter__(self):
        return _IndexIter(self, 0, 1)

    def __contains__(self, value):
        for v in self:
            if v is value or v == value:
                return True
        return False

    def __reversed__(self):
        return _IndexIter(self, len(self) - 1, -1)

    def index(self, value, start=0, stop=None):
        if start is not None and start < 0:
            start = max(len(self) + start, 0)
        if stop is not None and stop < 0:
            stop += len(self)
        i = start
        while stop is None or i < stop:
            try:
                v = self[i]
            except IndexError:
                break
            if v is value or v == value:
                return i
            i += 1
        raise ValueError

    def count(self, value):
        return sum(1 for v in self if v is value or v == value)


class ByteString(Sequence):
    __slots__ = ()


class MutableSequence(Sequence):
    """A sequence that can change: append, clear, reverse, extend, pop,
    remove and += over __setitem__, __delitem__ and insert."""
    __slots__ = ()

    @abstractmethod
    def __setitem__(self, index, value):
        raise IndexError

    @abstractmethod
    def __delitem__(self, index):
        raise IndexError

    @abstractmethod
    def insert(self, index, value):
        raise IndexError

    def append(self, value):
        self.insert(len(self), value)

    def clear(self):
        try:
            while True:
                self.pop()
        except IndexError:
            pass

    def reverse(self):
        n = len(self)
        for i in range(n // 2):
            self[i], self[n - i - 1] = self[n - i - 1], self[i]

    def extend(self, values):
        if values is self:
            values = list(values)
        for v in values:
            self.append(v)

    def pop(self, index=-1):
        v = self[index]
        del self[index]
        return v

    def remove(self, value):
        del self[self.index(value)]

    def __iadd__(self, values):
        self.extend(values)
        return self


_abc(Hashable, (), lambda C: _has(C, '__hash__'))
_abc(Awaitable, (), lambda C: _has(C, '__await__'))
_abc(Coroutine, (Awaitable,), lambda C: _has(C, '__await__', 'send', 'throw', 'close'))
_abc(AsyncIterable, (), lambda C: _has(C, '__aiter__'))
_abc(AsyncIterator, (AsyncIterable,), lambda C: _has(C, '__aiter__', '__anext__'))
_abc(AsyncGenerator, (AsyncIterator,), lambda C: _has(C, '__aiter__', '__anext__', 'asend', 'athrow', 'aclose'))
_abc(Iterable, (), lambda C: _has(C, '__iter__'))
_abc(Iterator, (Iterable,), lambda C: _has(C, '__iter__', '__next__'))
_abc(Reversible, (Iterable,), lambda C: _has(C, '__reversed__', '__iter__'))
_abc(Generator, (Iterator,), lambda C: _has(C, '__iter__', '__next__', 'send', 'throw', 'close'))
_abc(Sized, (), lambda C: _has(C, '__len__'))
_abc(Container, (), lambda C: _has(C, '__contains__'))
_abc(Collection, (Sized, Iterable, Container), lambda C: _has(C, '__len__', '__iter__', '__contains__'))
_abc(Callable, (), lambda C: _has(C, '__call__'))
_abc(Set, (Collection,))
_abc(MutableSet, (Set,))
_abc(Mapping, (Collection,))
_abc(MappingView, (Sized,))
_abc(KeysView, (MappingView, Set))
_abc(ItemsView, (MappingView, Set))
_abc(ValuesView, (MappingView, Collection))
_abc(MutableMapping, (Mapping,))
_abc(Sequence, (Reversible, Collection))
_abc(ByteString, (Sequence,))
_abc(MutableSequence, (Sequence,))

Set.register(frozenset)
MutableSet.register(set)
KeysView.register(type({}.keys()))
ItemsView.register(type({}.items()))
ValuesView.register(type({}.values()))
MutableMapping.register(dict)
Sequence.register(tuple)
Sequence.register(str)
Sequence.register(range)
ByteString.register(bytes)
ByteString.register(bytearray)
MutableSequence.register(list)
MutableSequence.register(bytearray)

__all__ = ["Awaitable", "Coroutine", "AsyncIterable", "AsyncIterator", "AsyncGenerator",
           "Hashable", "Iterable", "Iterator", "Reversible",
           "Generator", "Sized", "Container", "Callable", "Collection",
           "Set", "MutableSet", "Mapping", "MutableMapping", "MappingView",
           "KeysView", "ItemsView", "ValuesView", "Sequence",
           "MutableSequence", "ByteString"]
