"""Abstract Base Classes (ABCs) for numbers, according to PEP 3141.

CPython 3.11's numbers module: Number > Complex > Real > Rational >
Integral, with their abstract and mixin methods. pysafe has no
metaclasses for scripts; as in collections.abc, ABCMeta here is a plain
class named as metaclass=, whose register, __instancecheck__ and
__subclasscheck__ the isinstance and issubclass builtins ask once the
class's own MRO has said no. int (and so bool) is registered as Integral,
float as Real; fractions registers Fraction as Rational by deriving from
it. There is no complex type, so Complex has no built-in member.
"""

from abc import abstractmethod

__all__ = ["Number", "Complex", "Real", "Rational", "Integral"]

_registry = {}   # ABC -> the types registered with it
_parents = {}    # ABC -> its ABC bases (registration reaches them too)
_plain = False   # issubclass by the MRO alone while set


def _mro_subclass(c, base):
    global _plain
    _plain = True
    try:
        return issubclass(c, base)
    finally:
        _plain = False


class ABCMeta:
    """The meta of the number ABCs: registration and the isinstance hooks."""

    def register(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError('Can only register classes')
        if _mro_subclass(subclass, cls):
            return subclass
        todo = [cls]
        if cls not in _parents:
            # a script's ABC deriving from ours: what it registers is an
            # instance of the ABCs above it too
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
        return False


class Number(metaclass=ABCMeta):
    """All numbers inherit from this class."""
    __slots__ = ()
    __hash__ = None


class Complex(Number):
    """Complex defines the operations that work on the builtin complex type."""
    __slots__ = ()

    @abstractmethod
    def __complex__(self):
        """Return a builtin complex instance. Called for complex(self)."""

    def __bool__(self):
        """True if self != 0. Called for bool(self)."""
        return self != 0

    @property
    @abstractmethod
    def real(self):
        raise NotImplementedError

    @property
    @abstractmethod
    def imag(self):
        raise NotImplementedError

    @abstractmethod
    def __add__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __radd__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __neg__(self):
        raise NotImplementedError

    @abstractmethod
    def __pos__(self):
        raise NotImplementedError

    def __sub__(self, other):
        return self + -other

    def __rsub__(self, other):
        return -self + other

    @abstractmethod
    def __mul__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __rmul__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __truediv__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __rtruediv__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __pow__(self, exponent):
        raise NotImplementedError

    @abstractmethod
    def __rpow__(self, base):
        raise NotImplementedError

    @abstractmethod
    def __abs__(self):
        raise NotImplementedError

    @abstractmethod
    def conjugate(self):
        raise NotImplementedError

    @abstractmethod
    def __eq__(self, other):
        raise NotImplementedError


class Real(Complex):
    """To Complex, Real adds the operations that work on real numbers."""
    __slots__ = ()

    @abstractmethod
    def __float__(self):
        raise NotImplementedError

    @abstractmethod
    def __trunc__(self):
        raise NotImplementedError

    @abstractmethod
    def __floor__(self):
        raise NotImplementedError

    @abstractmethod
    def __ceil__(self):
        raise NotImplementedError

    @abstractmethod
    def __round__(self, ndigits=None):
        raise NotImplementedError

    def __divmod__(self, other):
        return (self // other, self % other)

    def __rdivmod__(self, other):
        return (other // self, other % self)

    @abstractmethod
    def __floordiv__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __rfloordiv__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __mod__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __rmod__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __lt__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __le__(self, other):
        raise NotImplementedError

    def __complex__(self):
        return complex(float(self))

    @property
    def real(self):
        return +self

    @property
    def imag(self):
        return 0

    def conjugate(self):
        return +self


class Rational(Real):
    """.numerator and .denominator should be in lowest terms."""
    __slots__ = ()

    @property
    @abstractmethod
    def numerator(self):
        raise NotImplementedError

    @property
    @abstractmethod
    def denominator(self):
        raise NotImplementedError

    def __float__(self):
        return int(self.numerator) / int(self.denominator)


class Integral(Rational):
    """Integral adds methods that work on integral numbers."""
    __slots__ = ()

    @abstractmethod
    def __int__(self):
        raise NotImplementedError

    def __index__(self):
        return int(self)

    @abstractmethod
    def __pow__(self, exponent, modulus=None):
        raise NotImplementedError

    @abstractmethod
    def __lshift__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __rlshift__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __rshift__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __rrshift__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __and__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __rand__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __xor__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __rxor__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __or__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __ror__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __invert__(self):
        raise NotImplementedError

    def __float__(self):
        return float(int(self))

    @property
    def numerator(self):
        return +self

    @property
    def denominator(self):
        return 1


_parents[Number] = ()
_parents[Complex] = (Number,)
_parents[Real] = (Complex,)
_parents[Rational] = (Real,)
_parents[Integral] = (Rational,)
Real.register(float)
Integral.register(int)
