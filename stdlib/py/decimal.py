"""Decimal fixed and floating point arithmetic: CPython 3.11's decimal module.

Written for the sandbox over its big ints (pysafe has no libmpdec): a
Decimal is a sign, an integer coefficient and an exponent, and every
operation works on those exactly, then rounds once to the context (the
General Decimal Arithmetic rules CPython's C module follows). Results,
strings, flags, the signals raised and their texts are CPython's
(`decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]`).

Work stays bounded: no operation builds a power of ten from an exponent
alone (1e999999999 + 1, comparisons, hashes and overflow checks look at
adjusted exponents first), and what really needs that many digits
(quantize to 10**9 places at prec=MAX_PREC) is charged to the sandbox's
budgets like any big-int arithmetic.

What is absent is listed in docs/language.md (exp, ln, log10 and powers
with a non-integral exponent among them).
"""

import math as _math
import numbers as _numbers
from collections import namedtuple as _namedtuple
import collections.abc as _abc

__version__ = '1.70'
__libmpdec_version__ = '2.5.1'

__all__ = [
    'Decimal', 'Context', 'DecimalTuple',
    'DefaultContext', 'BasicContext', 'ExtendedContext',
    'DecimalException', 'Clamped', 'InvalidOperation', 'DivisionByZero',
    'Inexact', 'Rounded', 'Subnormal', 'Overflow', 'Underflow',
    'FloatOperation',
    'DivisionImpossible', 'InvalidContext', 'ConversionSyntax',
    'DivisionUndefined',
    'ROUND_DOWN', 'ROUND_HALF_UP', 'ROUND_HALF_EVEN', 'ROUND_CEILING',
    'ROUND_FLOOR', 'ROUND_UP', 'ROUND_HALF_DOWN', 'ROUND_05UP',
    'setcontext', 'getcontext', 'localcontext',
    'MAX_PREC', 'MAX_EMAX', 'MIN_EMIN', 'MIN_ETINY',
    'HAVE_THREADS', 'HAVE_CONTEXTVAR',
]

MAX_PREC = 999999999999999999
MAX_EMAX = 999999999999999999
MIN_EMIN = -999999999999999999
MIN_ETINY = MIN_EMIN - (MAX_PREC - 1)
HAVE_THREADS = True
HAVE_CONTEXTVAR = True

ROUND_DOWN = 'ROUND_DOWN'
ROUND_HALF_UP = 'ROUND_HALF_UP'
ROUND_HALF_EVEN = 'ROUND_HALF_EVEN'
ROUND_CEILING = 'ROUND_CEILING'
ROUND_FLOOR = 'ROUND_FLOOR'
ROUND_UP = 'ROUND_UP'
ROUND_HALF_DOWN = 'ROUND_HALF_DOWN'
ROUND_05UP = 'ROUND_05UP'
_ROUNDINGS = (ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR,
              ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP)

_ROUNDING_TEXT = ('valid values for rounding are:\n'
                  '  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n'
                  '   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n'
                  '   ROUND_05UP]')
_SIGNALS_TEXT = ('valid values for signals are:\n'
                 '  [InvalidOperation, FloatOperation, DivisionByZero,\n'
                 '   Overflow, Underflow, Subnormal, Inexact, Rounded,\n'
                 '   Clamped]')


# ---- signals ---------------------------------------------------------------

class DecimalException(ArithmeticError):
    pass


class Clamped(DecimalException):
    pass


class InvalidOperation(DecimalException):
    pass


class ConversionSyntax(InvalidOperation):
    pass


class DivisionByZero(DecimalException, ZeroDivisionError):
    pass


class DivisionImpossible(InvalidOperation):
    pass


class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    pass


class Inexact(DecimalException):
    pass


class InvalidContext(InvalidOperation):
    pass


class Rounded(DecimalException):
    pass


class Subnormal(DecimalException):
    pass


class Overflow(Inexact, Rounded):
    pass


class Underflow(Inexact, Rounded, Subnormal):
    pass


class FloatOperation(DecimalException, TypeError):
    pass


# A context's flags and traps are bit sets. The bits are in the order
# libmpdec keeps its conditions, which is the order Context's repr lists
# them in; every condition of InvalidOperation has its own bit.
_CLAMPED = 0x1
_CONV_SYNTAX = 0x2
_DIV_BY_ZERO = 0x4
_DIV_IMPOSSIBLE = 0x8
_DIV_UNDEFINED = 0x10
_INEXACT = 0x40
_INVALID_CONTEXT = 0x80
_INVALID = 0x100
_FLOAT_OP = 0x400
_OVERFLOW = 0x800
_ROUNDED = 0x1000
_SUBNORMAL = 0x2000
_UNDERFLOW = 0x4000
_ALL_INVALID = 0x2 | 0x8 | 0x10 | 0x20 | 0x80 | 0x100 | 0x200
_ALL_BITS = 0x7fff

# The signals, in the order of a signal dict (and of the exception chosen
# when several trapped signals happen at once), with their bits.
_SIGNALS = (
    (InvalidOperation, _ALL_INVALID),
    (FloatOperation, _FLOAT_OP),
    (DivisionByZero, _DIV_BY_ZERO),
    (Overflow, _OVERFLOW),
    (Underflow, _UNDERFLOW),
    (Subnormal, _SUBNORMAL),
    (Inexact, _INEXACT),
    (Rounded, _ROUNDED),
    (Clamped, _CLAMPED),
)
_SIGNAL_BITS = {}
for _s, _b in _SIGNALS:
    _SIGNAL_BITS[_s] = _b
del _s, _b

# The classes an exception's list names: InvalidOperation's conditions
# first, then the other signals.
_CONDITIONS = (
    (InvalidOperation, _INVALID),
    (ConversionSyntax, _CONV_SYNTAX),
    (DivisionImpossible, _DIV_IMPOSSIBLE),
    (DivisionUndefined, _DIV_UNDEFINED),
    (InvalidContext, _INVALID_CONTEXT),
) + _SIGNALS[1:]

# Context's repr: one name per bit, InvalidOperation written once.
_BIT_NAMES = ('Clamped', 'InvalidOperation', 'DivisionByZero',
              'InvalidOperation', 'InvalidOperation', 'InvalidOperation',
              'Inexact', 'InvalidOperation', 'InvalidOperation',
              'InvalidOperation', 'FloatOperation', 'Overflow', 'Rounded',
              'Subnormal', 'Underflow')


def _bits_names(bits):
    names = []
    invalid_done = False
    for j in range(15):
        if bits & (1 << j):
            if (1 << j) & _ALL_INVALID:
                if invalid_done:
                    continue
                invalid_done = True
            names.append(_BIT_NAMES[j])
    return '[' + ', '.join(names) + ']'


# ---- digits of big integers ------------------------------------------------
# str(int) and int(str) stop at 4,300 digits in the sandbox (as in CPython);
# a coefficient may be longer, so long ones are cut in halves.

_SMALL = 10 ** 300
_CHUNK = 4000


def _ndigits(n):
    """The number of decimal digits of n >= 0 (0 has one)."""
    if n < _SMALL:
        return len(str(n))
    # a lower bound from the bit length (log10(2) rounded down), then up
    d = (n.bit_length() - 1) * 30102999 // 100000000 + 1
    p = 10 ** d
    while n >= p:
        d += 1
        p *= 10
    return d


def _digits(n):
    """str(n) for n >= 0 of any length."""
    if n < _SMALL:
        return str(n)
    d = _ndigits(n)
    if d <= _CHUNK:
        return str(n)
    half = d // 2
    hi, lo = divmod(n, 10 ** half)
    return _digits(hi) + _digits(lo).rjust(half, '0')


def _int_of(s):
    """int(s) for a str of ASCII digits of any length."""
    if len(s) <= _CHUNK:
        return int(s)
    half = len(s) // 2
    return _int_of(s[:-half]) * 10 ** half + _int_of(s[-half:])


def _trailing_zeros(n, most):
    """How many zeros end n > 0, at most `most`."""
    k = 0
    while k < most and n % 10 == 0:
        n //= 10
        k += 1
    return k


def _strip_zeros(coef, exp, most):
    """Remove up to `most` trailing zeros of coef > 0."""
    if coef == 0 or most <= 0:
        return coef, exp
    k = 0
    while k < most and coef % 10 == 0:
        coef //= 10
        k += 1
    return coef, exp + k


# ---- rounding --------------------------------------------------------------

def _round_drop(coef, nd, drop, sign, rounding):
    """Drop the last `drop` digits of coef (nd digits), rounding as told.
    Returns (kept, inexact)."""
    if drop > nd:
        # every digit goes and what goes is below half a unit
        if coef == 0:
            return 0, False
        q = 0
        r_zero = False
        above = False
        exact_half = False
    else:
        p = 10 ** drop
        q, r = divmod(coef, p)
        if r == 0:
            return q, False
        r_zero = False
        above = 2 * r > p
        exact_half = 2 * r == p
    if rounding == ROUND_HALF_EVEN:
        up = above or (exact_half and q & 1)
    elif rounding == ROUND_HALF_UP:
        up = above or exact_half
    elif rounding == ROUND_HALF_DOWN:
        up = above
    elif rounding == ROUND_DOWN:
        up = False
    elif rounding == ROUND_UP:
        up = not r_zero
    elif rounding == ROUND_CEILING:
        up = sign == 0
    elif rounding == ROUND_FLOOR:
        up = sign == 1
    else:  # ROUND_05UP
        up = q % 5 == 0
    if up:
        q += 1
    return q, True


def _overflow_result(sign, ctx, r):
    """Infinity or the largest finite number, as the rounding r says."""
    if (r in (ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_HALF_DOWN, ROUND_UP)
            or (r == ROUND_CEILING and sign == 0)
            or (r == ROUND_FLOOR and sign == 1)):
        return _new(sign, 0, 0, _INF)
    return _new(sign, 10 ** ctx._prec - 1, ctx._emax - ctx._prec + 1, _FIN)


def _fix(sign, coef, exp, ctx, st, rounding=None):
    """The finite value sign, coef * 10**exp rounded to ctx: precision,
    overflow, subnormal range and clamping. Returns (Decimal, status)."""
    if rounding is None:
        rounding = ctx._rounding
    prec = ctx._prec
    emax = ctx._emax
    emin = ctx._emin
    etiny = emin - prec + 1
    if coef == 0:
        top = emax - prec + 1 if ctx._clamp else emax
        if exp < etiny:
            exp = etiny
            st |= _CLAMPED
        elif exp > top:
            exp = top
            st |= _CLAMPED
        return _new(sign, 0, exp, _FIN), st
    nd = _ndigits(coef)
    adj = exp + nd - 1
    if adj > emax:
        return (_overflow_result(sign, ctx, rounding),
                st | _OVERFLOW | _INEXACT | _ROUNDED)
    if adj < emin:
        st |= _SUBNORMAL
        if exp < etiny:
            coef, inexact = _round_drop(coef, nd, etiny - exp, sign, rounding)
            exp = etiny
            st |= _ROUNDED
            if inexact:
                st |= _INEXACT | _UNDERFLOW
            if coef == 0:
                st |= _CLAMPED
        return _clamped(sign, coef, exp, ctx, st)
    if nd > prec:
        drop = nd - prec
        coef, inexact = _round_drop(coef, nd, drop, sign, rounding)
        exp += drop
        st |= _ROUNDED
        if inexact:
            st |= _INEXACT
        if coef == _pow10(prec):
            coef //= 10
            exp += 1
        if exp + prec - 1 > emax:
            return (_overflow_result(sign, ctx, rounding),
                    st | _OVERFLOW | _INEXACT | _ROUNDED)
    return _clamped(sign, coef, exp, ctx, st)


def _clamped(sign, coef, exp, ctx, st):
    """With clamp=1 an exponent above Etop is folded down into zeros."""
    if ctx._clamp:
        top = ctx._emax - ctx._prec + 1
        if exp > top:
            if coef:
                coef *= _pow10(exp - top)
            exp = top
            st |= _CLAMPED
    return _new(sign, coef, exp, _FIN), st


_pow10_cache = {}


def _pow10(n):
    p = _pow10_cache.get(n)
    if p is None:
        p = 10 ** n
        if n < 1000:
            _pow10_cache[n] = p
    return p


# ---- values ----------------------------------------------------------------

_FIN = 0     # a finite number
_INF = 1     # an infinity
_NAN = 2     # a quiet NaN (coefficient: its payload)
_SNAN = 3    # a signaling NaN


def _new(sign, coef, exp, kind):
    d = object.__new__(Decimal)
    d._sign = sign
    d._coef = coef
    d._exp = exp
    d._kind = kind
    return d


DecimalTuple = _namedtuple('DecimalTuple', 'sign digits exponent',
                           module='decimal')


# ---- argument checks -------------------------------------------------------

_SSIZE_MAX = 2 ** 63 - 1


def _ctx_int(v):
    """A context field's integer: CPython's C conversion of it."""
    if not isinstance(v, int):
        raise TypeError('an integer is required')
    if v > _SSIZE_MAX or v < -_SSIZE_MAX - 1:
        raise OverflowError('Python int too large to convert to C ssize_t')
    return int(v)


def _bind(args, kwargs, names, default):
    """Positional and keyword arguments as C functions of CPython bind
    them (their texts for a wrong call)."""
    if len(args) > len(names):
        raise TypeError('function takes at most %d arguments (%d given)'
                        % (len(names), len(args)))
    vals = list(args) + [default] * (len(names) - len(args))
    for k, v in kwargs.items():
        if k not in names:
            raise TypeError("'%s' is an invalid keyword argument for this "
                            "function" % k)
        i = names.index(k)
        if i < len(args):
            raise TypeError("argument for function given by name ('%s') and "
                            "position (%d)" % (k, i + 1))
        vals[i] = v
    return vals


def _check_rounding(r):
    if type(r) is not str or r not in _ROUNDINGS:
        if isinstance(r, str):
            for name in _ROUNDINGS:
                if r == name:
                    return name
        raise TypeError(_ROUNDING_TEXT)
    return r


def _check_context(c):
    if c is None:
        return getcontext()
    if not isinstance(c, Context):
        raise TypeError('optional argument must be a context')
    return c


def _signal_bit(s):
    b = _SIGNAL_BITS.get(s) if isinstance(s, type) else None
    if b is None:
        raise KeyError(_SIGNALS_TEXT)
    return b


def _bits_of(value):
    """The bits a flags= or traps= value sets: a list of signals, a
    signal dict, or a dict naming every signal."""
    if isinstance(value, list):
        bits = 0
        for s in value:
            bits |= _signal_bit(s)
        return bits
    if isinstance(value, SignalDict):
        return value._get()
    if isinstance(value, dict):
        if len(value) != len(_SIGNALS):
            raise KeyError('invalid signal dict')
        bits = 0
        for s, b in _SIGNALS:
            if s not in value:
                raise KeyError('invalid signal dict')
            if value[s]:
                bits |= b
        return bits
    raise TypeError('argument must be a signal dict')


# ---- Context ----------------------------------------------------------------

class SignalDict(_abc.MutableMapping):
    """A context's flags or traps: signal -> bool, over the context's bits."""

    __slots__ = ('_ctx', '_traps')

    def __init__(self, ctx, traps):
        self._ctx = ctx
        self._traps = traps

    def _get(self):
        return self._ctx._trapbits if self._traps else self._ctx._flagbits

    def _set(self, bits):
        object.__setattr__(self._ctx, '_trapbits' if self._traps
                           else '_flagbits', bits)

    def __getitem__(self, key):
        return bool(self._get() & _signal_bit(key))

    def __setitem__(self, key, value):
        b = _signal_bit(key)
        if value:
            self._set(self._get() | b)
        else:
            self._set(self._get() & ~b)

    def __delitem__(self, key):
        raise ValueError('signal keys cannot be deleted')

    def __iter__(self):
        return iter([s for s, b in _SIGNALS])

    def __len__(self):
        return len(_SIGNALS)

    def __contains__(self, key):
        return key in _SIGNAL_BITS

    def __eq__(self, other):
        if isinstance(other, SignalDict):
            return self._get() == other._get()
        if isinstance(other, dict):
            try:
                return self._get() == _bits_of(other)
            except KeyError:
                raise ValueError('invalid signal dict') from None
        return NotImplemented

    def __ne__(self, other):
        r = self.__eq__(other)
        if r is NotImplemented:
            return r
        return not r

    __hash__ = None

    def copy(self):
        bits = self._get()
        return {s: bool(bits & b) for s, b in _SIGNALS}

    def __repr__(self):
        bits = self._get()
        return '{' + ', '.join('%s:%s' % (s, bool(bits & b))
                               for s, b in _SIGNALS) + '}'


_CONTEXT_ATTRS = ('prec', 'rounding', 'Emin', 'Emax', 'capitals', 'clamp',
                  'flags', 'traps')


class Context:
    """The precision, rounding, exponent range, flags and traps that
    operations work under."""

    __slots__ = ('_prec', '_rounding', '_emin', '_emax', '_capitals',
                 '_clamp', '_flagbits', '_trapbits', '_flags', '_traps')

    def __init__(self, *args, **kwargs):
        (prec, rounding, Emin, Emax, capitals, clamp, flags,
         traps) = _bind(args, kwargs, _CONTEXT_ATTRS, None)
        t = DefaultContext if _templates_made else None
        setter = object.__setattr__
        setter(self, '_flags', SignalDict(self, False))
        setter(self, '_traps', SignalDict(self, True))
        if t is not None:
            setter(self, '_prec', t._prec)
            setter(self, '_rounding', t._rounding)
            setter(self, '_emin', t._emin)
            setter(self, '_emax', t._emax)
            setter(self, '_capitals', t._capitals)
            setter(self, '_clamp', t._clamp)
            setter(self, '_trapbits', t._trapbits)
        else:
            setter(self, '_prec', 28)
            setter(self, '_rounding', ROUND_HALF_EVEN)
            setter(self, '_emin', -999999)
            setter(self, '_emax', 999999)
            setter(self, '_capitals', 1)
            setter(self, '_clamp', 0)
            setter(self, '_trapbits', _ALL_INVALID | _DIV_BY_ZERO | _OVERFLOW)
        setter(self, '_flagbits', 0)
        if prec is not None:
            self.prec = prec
        if rounding is not None:
            self.rounding = rounding
        if Emin is not None:
            self.Emin = Emin
        if Emax is not None:
            self.Emax = Emax
        if capitals is not None:
            self.capitals = capitals
        if clamp is not None:
            self.clamp = clamp
        if traps is not None:
            setter(self, '_trapbits', _bits_of(traps))
        if flags is not None:
            setter(self, '_flagbits', _bits_of(flags))

    # -- fields ---------------------------------------------------------------

    @property
    def prec(self):
        return self._prec

    @prec.setter
    def prec(self, v):
        v = _ctx_int(v)
        if not 1 <= v <= MAX_PREC:
            raise ValueError('valid range for prec is [1, MAX_PREC]')
        object.__setattr__(self, '_prec', v)

    @property
    def rounding(self):
        return self._rounding

    @rounding.setter
    def rounding(self, v):
        object.__setattr__(self, '_rounding', _check_rounding(v))

    @property
    def Emin(self):
        return self._emin

    @Emin.setter
    def Emin(self, v):
        v = _ctx_int(v)
        if not MIN_EMIN <= v <= 0:
            raise ValueError('valid range for Emin is [MIN_EMIN, 0]')
        object.__setattr__(self, '_emin', v)

    @property
    def Emax(self):
        return self._emax

    @Emax.setter
    def Emax(self, v):
        v = _ctx_int(v)
        if not 0 <= v <= MAX_EMAX:
            raise ValueError('valid range for Emax is [0, MAX_EMAX]')
        object.__setattr__(self, '_emax', v)

    @property
    def capitals(self):
        return self._capitals

    @capitals.setter
    def capitals(self, v):
        v = _ctx_int(v)
        if v not in (0, 1):
            raise ValueError('valid values for capitals are 0 or 1')
        object.__setattr__(self, '_capitals', v)

    @property
    def clamp(self):
        return self._clamp

    @clamp.setter
    def clamp(self, v):
        v = _ctx_int(v)
        if v not in (0, 1):
            raise ValueError('valid values for clamp are 0 or 1')
        object.__setattr__(self, '_clamp', v)

    @property
    def flags(self):
        return self._flags

    @flags.setter
    def flags(self, v):
        if isinstance(v, list):
            raise TypeError('argument must be a signal dict')
        object.__setattr__(self, '_flagbits', _bits_of(v))

    @property
    def traps(self):
        return self._traps

    @traps.setter
    def traps(self, v):
        if isinstance(v, list):
            raise TypeError('argument must be a signal dict')
        object.__setattr__(self, '_trapbits', _bits_of(v))

    def __setattr__(self, name, value):
        if name not in _CONTEXT_ATTRS:
            raise AttributeError("'decimal.Context' object has no attribute '%s'"
                                 % name)
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        raise AttributeError('context attributes cannot be deleted')

    # -- housekeeping ---------------------------------------------------------

    def Etiny(self):
        return self._emin - self._prec + 1

    def Etop(self):
        return self._emax - self._prec + 1

    def clear_flags(self):
        object.__setattr__(self, '_flagbits', 0)

    def clear_traps(self):
        object.__setattr__(self, '_trapbits', 0)

    def copy(self):
        c = Context(self._prec, self._rounding, self._emin, self._emax,
                    self._capitals, self._clamp)
        object.__setattr__(c, '_flagbits', self._flagbits)
        object.__setattr__(c, '_trapbits', self._trapbits)
        return c

    __copy__ = copy

    def __deepcopy__(self, memo):
        return self.copy()

    def __repr__(self):
        return ('Context(prec=%d, rounding=%s, Emin=%d, Emax=%d, '
                'capitals=%d, clamp=%d, flags=%s, traps=%s)'
                % (self._prec, self._rounding, self._emin, self._emax,
                   self._capitals, self._clamp, _bits_names(self._flagbits),
                   _bits_names(self._trapbits)))

    def _signal(self, st):
        """Record the conditions st; raise the first trapped one."""
        object.__setattr__(self, '_flagbits', self._flagbits | st)
        trapped = st & self._trapbits
        if trapped:
            for cls, b in _SIGNALS:
                if trapped & b:
                    break
            raise cls([c for c, b in _CONDITIONS if trapped & b])

    def _done(self, res, st):
        if st:
            self._signal(st)
        return res

    def _done2(self, pair, st):
        if st:
            self._signal(st)
        return pair

    # -- making Decimals ------------------------------------------------------

    def create_decimal(self, num='0'):
        d, st = _from_any(num, self, True)
        if d._kind >= _NAN:
            if _ndigits(d._coef) > self._prec - self._clamp and d._coef:
                return self._done(_new(0, 0, 0, _NAN), st | _CONV_SYNTAX)
            return self._done(d, st)
        if d._kind == _FIN:
            d, st = _fix(d._sign, d._coef, d._exp, self, st)
        return self._done(d, st)

    def create_decimal_from_float(self, f):
        d = Decimal.from_float(f)
        if d._kind == _FIN:
            return self._done(*_fix(d._sign, d._coef, d._exp, self, 0))
        return d


# ---- current context ----------------------------------------------------------

_current = None


def getcontext():
    """The context operations use now (a copy of DefaultContext at first)."""
    global _current
    if _current is None:
        _current = DefaultContext.copy()
        _current.clear_flags()
    return _current


def setcontext(context):
    """Make context the current one (a copy of it for the three templates)."""
    global _current
    if not isinstance(context, Context):
        raise TypeError('argument must be a context')
    if (context is DefaultContext or context is BasicContext
            or context is ExtendedContext):
        context = context.copy()
        context.clear_flags()
    _current = context


class _ContextManager:
    __slots__ = ('_new', '_saved')

    def __init__(self, new):
        self._new = new
        self._saved = None

    def __enter__(self):
        self._saved = getcontext()
        setcontext(self._new)
        return self._new

    def __exit__(self, t, v, tb):
        setcontext(self._saved)
        return None


def localcontext(ctx=None, **kwargs):
    """A context manager that makes a copy of ctx (or of the current
    context), with kwargs' fields set, current inside its block."""
    if ctx is None:
        ctx = getcontext()
    elif not isinstance(ctx, Context):
        raise TypeError('optional argument must be a context')
    new = ctx.copy()
    for name, value in kwargs.items():
        if name not in _CONTEXT_ATTRS:
            raise TypeError("'%s' is an invalid keyword argument for this "
                            "function" % name)
        setattr(new, name, value)
    return _ContextManager(new)


# ---- conversions into Decimal -------------------------------------------------

def _conv_error(v):
    return TypeError('conversion from %s to Decimal is not supported'
                     % type(v).__name__)


def _conv_op(v):
    """An operand of an operator: a Decimal, an int made one, or
    NotImplemented."""
    if isinstance(v, Decimal):
        return v
    if isinstance(v, int):
        return _new(1 if v < 0 else 0, abs(v), 0, _FIN)
    return NotImplemented


def _conv_strict(v):
    """An argument of a method or Context method: Decimal or int."""
    if isinstance(v, Decimal):
        return v
    if isinstance(v, int):
        return _new(1 if v < 0 else 0, abs(v), 0, _FIN)
    raise _conv_error(v)


def _from_float_exact(f):
    if f != f:
        return _new(1 if _math.copysign(1.0, f) < 0 else 0, 0, 0, _NAN)
    sign = 1 if _math.copysign(1.0, f) < 0 else 0
    if f in (_math.inf, -_math.inf):
        return _new(sign, 0, 0, _INF)
    n, d = abs(f).as_integer_ratio()
    k = d.bit_length() - 1          # d is 2**k
    return _new(sign, n * 5 ** k, -k, _FIN)


def _from_any(v, ctx, rounded):
    """A Decimal from any accepted value, exactly, and the conditions met
    on the way (a conversion error gives NaN and ConversionSyntax)."""
    if isinstance(v, str):
        return _parse(v, rounded)
    if isinstance(v, Decimal):
        return _new(v._sign, v._coef, v._exp, v._kind), 0
    if isinstance(v, int):
        return _new(1 if v < 0 else 0, abs(v), 0, _FIN), 0
    if isinstance(v, float):
        return _from_float_exact(v), _FLOAT_OP
    if isinstance(v, (tuple, list)):
        return _from_tuple(v), 0
    raise _conv_error(v)


def _from_tuple(t):
    if len(t) != 3:
        raise ValueError('argument must be a sequence of length 3')
    sign, digits, exp = t
    if not isinstance(sign, int) or sign not in (0, 1):
        raise ValueError('sign must be an integer with the value 0 or 1')
    kind = _FIN
    if isinstance(exp, str):
        if exp == 'F':
            return _new(sign, 0, 0, _INF)
        elif exp == 'n':
            kind = _NAN
        elif exp == 'N':
            kind = _SNAN
        else:
            raise ValueError("string argument in the third position must be "
                             "'F', 'n' or 'N'")
    elif not isinstance(exp, int):
        raise ValueError('exponent must be an integer')
    else:
        exp = _ctx_int(exp)
    if not isinstance(digits, (tuple, list)):
        raise ValueError('coefficient must be a tuple of digits')
    coef = 0
    text = []
    for dg in digits:
        if not isinstance(dg, int) or not 0 <= dg <= 9:
            raise ValueError('coefficient must be a tuple of digits')
        text.append(str(int(dg)))
    coef = _int_of(''.join(text)) if text else 0
    if kind != _FIN:
        return _new(sign, coef, 0, kind)
    return _new(sign, coef, exp, _FIN)


_ASCII_DIGITS = '0123456789'


def _parse(s, rounded):
    """Decimal from a str: CPython's syntax (surrounding whitespace,
    underscores anywhere, any Unicode decimal digits)."""
    s = s.strip()
    if '_' in s:
        s = s.replace('_', '')
    if not s.isascii():
        out = []
        for ch in s:
            if ch.isascii():
                out.append(ch)
            elif ch.isdecimal():
                out.append(str(int(ch)))
            else:
                return _new(0, 0, 0, _NAN), _CONV_SYNTAX
        s = ''.join(out)
    bad = (_new(0, 0, 0, _NAN), _CONV_SYNTAX)
    n = len(s)
    i = 0
    sign = 0
    if i < n and s[i] in '+-':
        sign = 1 if s[i] == '-' else 0
        i += 1
    rest = s[i:].lower()
    if rest in ('inf', 'infinity'):
        return _new(sign, 0, 0, _INF), 0
    if rest.startswith('nan') or rest.startswith('snan'):
        kind = _NAN if rest[0] == 'n' else _SNAN
        payload = rest[3:] if kind == _NAN else rest[4:]
        if payload == '':
            return _new(sign, 0, 0, kind), 0
        if not payload.isdigit():
            return bad
        coef = _int_of(payload)
        if not rounded and coef and _ndigits(coef) > MAX_PREC - 1:
            return bad
        return _new(sign, coef, 0, kind), 0
    # digits [. digits] [e [sign] digits]
    epos = rest.find('e')
    if epos >= 0:
        mant = rest[:epos]
        etext = rest[epos + 1:]
        if etext[:1] in ('+', '-'):
            edigits = etext[1:]
        else:
            edigits = etext
        if edigits == '' or not _all_digits(edigits):
            return bad
        exp = _int_of(edigits)
        if etext[0] == '-':
            exp = -exp
    else:
        mant = rest
        exp = 0
    dot = mant.find('.')
    if dot >= 0:
        intpart = mant[:dot]
        frac = mant[dot + 1:]
    else:
        intpart = mant
        frac = ''
    if intpart == '' and frac == '':
        return bad
    if not _all_digits(intpart) or not _all_digits(frac):
        return bad
    text = (intpart + frac).lstrip('0')
    coef = _int_of(text) if text else 0
    exp -= len(frac)
    nd = len(text) if text else 1
    if exp + nd - 1 > MAX_EMAX or exp < MIN_ETINY:
        return _new(0, 0, 0, _NAN), _INVALID
    return _new(sign, coef, exp, _FIN), 0


def _all_digits(t):
    return t == '' or t.isdigit()     # t is ASCII here


# ---- arithmetic on values -----------------------------------------------------
# Each returns (Decimal, status); the caller hands both to the context.

def _quiet_nan(d, ctx):
    """d's NaN made quiet, its payload cut to what the context holds."""
    coef = d._coef
    room = ctx._prec - ctx._clamp
    if coef and _ndigits(coef) > room:
        coef %= _pow10(room)
    return _new(d._sign, coef, 0, _NAN)


def _nan_result(a, b, ctx):
    """The NaN an operation on a NaN gives: the first sNaN (with
    InvalidOperation), else the first NaN."""
    if a._kind == _SNAN:
        return _quiet_nan(a, ctx), _INVALID
    if b is not None and b._kind == _SNAN:
        return _quiet_nan(b, ctx), _INVALID
    if a._kind == _NAN:
        return _quiet_nan(a, ctx), 0
    return _quiet_nan(b, ctx), 0


def _invalid(cond=_INVALID):
    return _new(0, 0, 0, _NAN), cond


def _is_nan(d):
    return d._kind >= _NAN


def _add(a, b, ctx, bsign):
    """a + b where b's sign is taken as bsign (subtraction flips it)."""
    if a._kind or b._kind:
        if a._kind >= _NAN or b._kind >= _NAN:
            return _nan_result(a, b, ctx)
        if a._kind == _INF:
            if b._kind == _INF and a._sign != bsign:
                return _invalid()
            return _new(a._sign, 0, 0, _INF), 0
        return _new(bsign, 0, 0, _INF), 0
    sa, ca, ea = a._sign, a._coef, a._exp
    sb, cb, eb = bsign, b._coef, b._exp
    if ca == 0 and cb == 0:
        if sa == sb:
            sign = sa
        else:
            sign = 1 if ctx._rounding == ROUND_FLOOR else 0
        return _fix(sign, 0, min(ea, eb), ctx, 0)
    if ca == 0 or cb == 0:
        if ca == 0:
            sa, ca, ea, eb = sb, cb, eb, ea
        if eb < ea:
            # the zero only lowers the exponent; past the digits rounding
            # keeps (and past Etiny) the appended zeros change nothing
            adj = ea + _ndigits(ca) - 1
            floor = min(ea, max(adj - ctx._prec - 1, ctx._emin - ctx._prec))
            e = max(eb, floor)
            ca *= _pow10(ea - e)
            ea = e
        return _fix(sa, ca, ea, ctx, 0)
    if ea < eb:
        sa, ca, ea, sb, cb, eb = sb, cb, eb, sa, ca, ea
    if ea != eb:
        # b lies wholly below the digits that rounding looks at: a one two
        # places further down rounds the same way and keeps ints small
        tiny = min(ea, ea + _ndigits(ca) - 1 - ctx._prec) - 2
        if eb + _ndigits(cb) - 1 < tiny:
            cb = 1
            eb = tiny
        ca *= _pow10(ea - eb)
        ea = eb
    if sa == sb:
        return _fix(sa, ca + cb, ea, ctx, 0)
    if ca >= cb:
        coef = ca - cb
        sign = sa
    else:
        coef = cb - ca
        sign = sb
    if coef == 0:
        sign = 1 if ctx._rounding == ROUND_FLOOR else 0
    return _fix(sign, coef, ea, ctx, 0)


def _mul(a, b, ctx):
    sign = a._sign ^ b._sign
    if a._kind or b._kind:
        if a._kind >= _NAN or b._kind >= _NAN:
            return _nan_result(a, b, ctx)
        if (a._kind == _FIN and a._coef == 0) or (b._kind == _FIN and b._coef == 0):
            return _invalid()
        return _new(sign, 0, 0, _INF), 0
    return _fix(sign, a._coef * b._coef, a._exp + b._exp, ctx, 0)


def _div(a, b, ctx):
    sign = a._sign ^ b._sign
    if a._kind or b._kind:
        if a._kind >= _NAN or b._kind >= _NAN:
            return _nan_result(a, b, ctx)
        if a._kind == _INF:
            if b._kind == _INF:
                return _invalid()
            return _new(sign, 0, 0, _INF), 0
        return _new(sign, 0, ctx._emin - ctx._prec + 1, _FIN), _CLAMPED
    ca, cb = a._coef, b._coef
    if cb == 0:
        if ca == 0:
            return _invalid(_DIV_UNDEFINED)
        return _new(sign, 0, 0, _INF), _DIV_BY_ZERO
    ideal = a._exp - b._exp
    if ca == 0:
        return _fix(sign, 0, ideal, ctx, 0)
    return _fix(sign, *_div_coef(ca, cb, ideal, ctx._prec), ctx, 0)


def _div_coef(ca, cb, ideal, prec):
    """ca / cb * 10**ideal to at least prec + 1 digits: (coef, exp), a
    last digit 1 appended when the quotient is inexact (it only has to say
    'a little more' to the rounding), trailing zeros taken off towards the
    ideal exponent when it is exact."""
    shift = _ndigits(cb) - _ndigits(ca) + prec + 1
    if shift >= 0:
        q, r = divmod(ca * _pow10(shift), cb)
    else:
        q, r = divmod(ca, cb * _pow10(-shift))
    exp = ideal - shift
    if r:
        return q * 10 + 1, exp - 1
    return _strip_zeros(q, exp, ideal - exp)


def _divmod_parts(a, b, ctx):
    """Finite a, finite nonzero b: (quotient, remainder, status) of the
    integer division truncated towards zero; DivisionImpossible when the
    quotient has more digits than prec."""
    sign = a._sign ^ b._sign
    ca, ea, cb, eb = a._coef, a._exp, b._coef, b._exp
    e = min(ea, eb)
    if ca == 0:
        return _new(sign, 0, 0, _FIN), _new(a._sign, 0, e, _FIN), 0
    adja = ea + _ndigits(ca) - 1
    adjb = eb + _ndigits(cb) - 1
    if adja - adjb > ctx._prec:
        return None, None, _DIV_IMPOSSIBLE
    x = ca * _pow10(ea - e)
    if adja < adjb:
        q, r = 0, x
    else:
        q, r = divmod(x, cb * _pow10(eb - e))
        if _ndigits(q) > ctx._prec:
            return None, None, _DIV_IMPOSSIBLE
    return _new(sign, q, 0, _FIN), _new(a._sign, r, e, _FIN), 0


def _floordiv(a, b, ctx):
    sign = a._sign ^ b._sign
    if a._kind or b._kind:
        if a._kind >= _NAN or b._kind >= _NAN:
            return _nan_result(a, b, ctx)
        if a._kind == _INF:
            if b._kind == _INF:
                return _invalid()
            return _new(sign, 0, 0, _INF), 0
        return _new(sign, 0, 0, _FIN), 0
    if b._coef == 0:
        if a._coef == 0:
            return _invalid(_DIV_UNDEFINED)
        return _new(sign, 0, 0, _INF), _DIV_BY_ZERO
    q, r, st = _divmod_parts(a, b, ctx)
    if q is None:
        return _invalid(st)
    return _fix(q._sign, q._coef, 0, ctx, 0)


def _mod(a, b, ctx):
    if a._kind or b._kind:
        if a._kind >= _NAN or b._kind >= _NAN:
            return _nan_result(a, b, ctx)
        if a._kind == _INF:
            return _invalid()
        return _fix(a._sign, a._coef, a._exp, ctx, 0)
    if b._coef == 0:
        if a._coef == 0:
            return _invalid(_DIV_UNDEFINED)
        return _invalid()
    q, r, st = _divmod_parts(a, b, ctx)
    if q is None:
        return _invalid(st)
    return _fix(r._sign, r._coef, r._exp, ctx, 0)


def _divmod(a, b, ctx):
    """((quotient, remainder), status)."""
    sign = a._sign ^ b._sign
    nan = _new(0, 0, 0, _NAN)
    if a._kind or b._kind:
        if a._kind >= _NAN or b._kind >= _NAN:
            r, st = _nan_result(a, b, ctx)
            return (r, r), st
        if a._kind == _INF:
            if b._kind == _INF:
                return (nan, nan), _INVALID
            return (_new(sign, 0, 0, _INF), nan), _INVALID
        r, st = _fix(a._sign, a._coef, a._exp, ctx, 0)
        return (_new(sign, 0, 0, _FIN), r), st
    if b._coef == 0:
        if a._coef == 0:
            return (nan, nan), _DIV_UNDEFINED
        return (_new(sign, 0, 0, _INF), nan), _DIV_BY_ZERO | _INVALID
    q, r, st = _divmod_parts(a, b, ctx)
    if q is None:
        return (nan, nan), st
    q, st = _fix(q._sign, q._coef, 0, ctx, 0)
    r, st = _fix(r._sign, r._coef, r._exp, ctx, st)
    return (q, r), st


def _cmp_abs(ca, ea, cb, eb):
    """Compare ca * 10**ea with cb * 10**eb (both > 0)."""
    adja = ea + _ndigits(ca) - 1
    adjb = eb + _ndigits(cb) - 1
    if adja != adjb:
        return 1 if adja > adjb else -1
    if ea > eb:
        ca *= _pow10(ea - eb)
    elif eb > ea:
        cb *= _pow10(eb - ea)
    return (ca > cb) - (ca < cb)


def _cmp(a, b):
    """-1, 0 or 1 for two Decimals that are not NaNs."""
    if a._kind == _INF:
        if b._kind == _INF:
            return b._sign - a._sign
        return -1 if a._sign else 1
    if b._kind == _INF:
        return 1 if b._sign else -1
    if a._coef == 0:
        if b._coef == 0:
            return 0
        return 1 if b._sign else -1
    if b._coef == 0:
        return -1 if a._sign else 1
    if a._sign != b._sign:
        return -1 if a._sign else 1
    r = _cmp_abs(a._coef, a._exp, b._coef, b._exp)
    return -r if a._sign else r


def _plus(a, ctx):
    """0 + a, rounded: unary + (and the start of -, abs)."""
    if a._kind:
        if a._kind >= _NAN:
            return _nan_result(a, None, ctx)
        return a, 0
    sign = a._sign
    if a._coef == 0 and sign:
        sign = 1 if ctx._rounding == ROUND_FLOOR else 0
    return _fix(sign, a._coef, a._exp, ctx, 0)


def _negated(a):
    return _new(a._sign ^ 1, a._coef, a._exp, a._kind)


def _round_to(coef, exp, digits):
    """coef * 10**exp rounded half-even to at most `digits` digits:
    (coef, exp, inexact, rounded)."""
    nd = _ndigits(coef)
    if nd <= digits:
        return coef, exp, False, False
    drop = nd - digits
    coef, inexact = _round_drop(coef, nd, drop, 0, ROUND_HALF_EVEN)
    exp += drop
    if coef == _pow10(digits):
        coef //= 10
        exp += 1
    return coef, exp, inexact, True


def _is_integral(d):
    """A finite d whose value is an integer."""
    if d._exp >= 0 or d._coef == 0:
        return True
    return -d._exp < _ndigits(d._coef) + 1 and d._coef % _pow10(-d._exp) == 0


def _int_value(d):
    """The integer a finite integral Decimal is (its exponent is small
    enough whenever this is asked)."""
    if d._exp >= 0:
        v = d._coef * _pow10(d._exp)
    else:
        v = d._coef // _pow10(-d._exp)
    return -v if d._sign else v


def _pow(a, b, ctx):
    if a._kind >= _NAN or b._kind >= _NAN:
        return _nan_result(a, b, ctx)
    b_int = b._kind == _FIN and _is_integral(b)
    if a._sign and a._kind == _FIN and a._coef and not b_int:
        return _invalid()
    if a._sign and a._kind == _INF and not b_int and b._kind == _FIN:
        return _invalid()
    # the result's sign: negative for a negative base to an odd power
    odd = b_int and b._exp <= 0 and _int_value(b) & 1
    sign = a._sign if odd else 0
    bzero = b._kind == _FIN and b._coef == 0
    if bzero:
        if a._kind == _FIN and a._coef == 0:
            return _invalid()
        return _fix(0, 1, 0, ctx, 0)
    if a._kind == _INF:
        if b._sign:
            return _new(sign, 0, 0, _FIN), 0
        return _new(sign, 0, 0, _INF), 0
    if a._coef == 0:
        if b._sign:
            return _new(sign, 0, 0, _INF), 0
        return _new(sign, 0, 0, _FIN), 0
    if b._kind == _INF:
        if a._sign:
            return _invalid()
        c = _cmp_abs(a._coef, a._exp, 1, 0)
        if c == 0:
            return _fix(0, _pow10(ctx._prec - 1), 1 - ctx._prec, ctx,
                        _INEXACT | _ROUNDED)
        if (c > 0) != bool(b._sign):
            return _new(0, 0, 0, _INF), 0
        return _new(0, 0, 0, _FIN), 0
    if not b_int:
        return _pow_real(a, b, ctx)
    return _pow_int(a, b, sign, ctx)


def _pow_int(a, b, sign, ctx):
    """a ** b for a finite nonzero a and an integral b != 0."""
    ca, ea = a._coef, a._exp
    nda = _ndigits(ca)
    adj = ea + nda - 1
    prec = ctx._prec
    # |a| == 1: a power of ten with all its zeros after the point
    if ca == _pow10(nda - 1) and adj == 0:
        if b._sign:
            return _fix(sign, 1, 0, ctx, 0)
        if nda == 1:
            return _fix(sign, 1, 0, ctx, 0)
        if b._exp > 0 or _ndigits(b._coef) > 20:
            return _fix(sign, _pow10(prec - 1), 1 - prec, ctx, _ROUNDED)
        n = _int_value(b)
        k = (nda - 1) * n
        if k + 1 > prec:
            return _fix(sign, _pow10(prec - 1), 1 - prec, ctx, _ROUNDED)
        return _fix(sign, _pow10(k), -k, ctx, 0)
    # a result far out of range is known without computing it
    lead = int(_digits(ca)[:17]) if nda > 17 else ca
    lg = adj + _math.log10(lead) - (min(nda, 17) - 1)
    big = b._exp > 0 or _ndigits(b._coef) + b._exp > 20
    nf = float('inf') if big else float(abs(_int_value(b)))
    if b._sign:
        lg = -lg
    est = lg * nf if lg else 0.0
    if est > 2 * (ctx._emax + 2) + 10:
        return _fix(sign, 1, ctx._emax + 5, ctx, 0)
    if est < 2 * (ctx._emin - prec) - 10:
        return _fix(sign, 1, ctx._emin - 2 * prec - 5, ctx, 0)
    n = abs(_int_value(b))
    wp = prec + len(str(n)) + 2
    st = 0
    if b._sign:
        coef, exp = _div_coef(1, ca, -ea, wp + 1)
        coef, exp, inexact, rounded = _round_to(coef, exp, wp + 1)
        if inexact:
            st |= _INEXACT | _ROUNDED
        base_c, base_e = coef, exp
    else:
        base_c, base_e = ca, ea
    res_c, res_e = 1, 0
    first = True
    while n:
        if n & 1:
            if first:
                res_c, res_e = base_c, base_e
                first = False
            else:
                res_c, res_e, inexact, rounded = _round_to(
                    res_c * base_c, res_e + base_e, wp)
                if rounded:
                    st |= _ROUNDED
                if inexact:
                    st |= _INEXACT
        n >>= 1
        if n:
            base_c, base_e, inexact, rounded = _round_to(
                base_c * base_c, base_e * 2, wp)
            if rounded:
                st |= _ROUNDED
            if inexact:
                st |= _INEXACT
    return _fix(sign, res_c, res_e, ctx, st)


def _pow_real(a, b, ctx):
    """a ** b for a non-integral b: not in the sandbox's decimal."""
    raise NotImplementedError('decimal: a power with a non-integral '
                              'exponent is not supported in pysafe')


def _sqrt(a, ctx):
    if a._kind:
        if a._kind >= _NAN:
            return _nan_result(a, None, ctx)
        if a._sign:
            return _invalid()
        return a, 0
    ideal = a._exp // 2
    if a._coef == 0:
        return _fix(a._sign, 0, ideal, ctx, 0)
    if a._sign:
        return _invalid()
    c, e = a._coef, a._exp
    if e & 1:
        c *= 10
        e -= 1
    prec = ctx._prec
    k = prec + 2 - (_ndigits(c) + 1) // 2
    if k < 0:
        k = 0
    n = c * _pow10(2 * k)
    r = _math.isqrt(n)
    exp = e // 2 - k
    if r * r != n:
        r = r * 10 + 1
        exp -= 1
    else:
        r, exp = _strip_zeros(r, exp, ideal - exp)
    return _fix(0, r, exp, ctx, 0, ROUND_HALF_EVEN)


def _rescale(a, exp, rounding):
    """a's coefficient (a finite) for the exponent exp: (coef, inexact,
    rounded)."""
    if a._exp >= exp:
        return a._coef * _pow10(a._exp - exp), False, False
    nd = _ndigits(a._coef)
    coef, inexact = _round_drop(a._coef, nd, exp - a._exp, a._sign, rounding)
    return coef, inexact, True


def _quantize(a, q, rounding, ctx):
    if a._kind or q._kind:
        if a._kind >= _NAN or q._kind >= _NAN:
            return _nan_result(a, q, ctx)
        if a._kind == _INF and q._kind == _INF:
            return a, 0
        return _invalid()
    exp = q._exp
    prec = ctx._prec
    if exp > ctx._emax or exp < ctx._emin - prec + 1:
        return _invalid()
    if a._coef == 0:
        return _new(a._sign, 0, exp, _FIN), 0
    # the result's digits are known before any are made
    nd = _ndigits(a._coef)
    if a._exp + nd - exp > prec:
        return _invalid()
    coef, inexact, rounded = _rescale(a, exp, rounding)
    if coef:
        ndr = _ndigits(coef)
        if ndr > prec or exp + ndr - 1 > ctx._emax:
            return _invalid()
    st = 0
    if rounded:
        st |= _ROUNDED
    if inexact:
        st |= _INEXACT
    if coef and exp + _ndigits(coef) - 1 < ctx._emin:
        st |= _SUBNORMAL
        if inexact:
            st |= _UNDERFLOW
    return _clamped(a._sign, coef, exp, ctx, st)


def _to_integral(a, rounding, ctx, exact):
    if a._kind:
        if a._kind >= _NAN:
            return _nan_result(a, None, ctx)
        return a, 0
    if a._exp >= 0:
        return a, 0
    if a._coef == 0:
        return _new(a._sign, 0, 0, _FIN), 0
    coef, inexact, rounded = _rescale(a, 0, rounding)
    st = 0
    if exact:
        st = _ROUNDED | (_INEXACT if inexact else 0)
    return _new(a._sign, coef, 0, _FIN), st


def _normalize(a, ctx):
    r, st = _plus_keep(a, ctx) if a._kind < _NAN else _nan_result(a, None, ctx)
    if r._kind:
        return r, st
    if r._coef == 0:
        return _new(r._sign, 0, 0, _FIN), st
    top = ctx._emax - ctx._prec + 1 if ctx._clamp else ctx._emax
    coef, exp = _strip_zeros(r._coef, r._exp, top - r._exp)
    return _new(r._sign, coef, exp, _FIN), st


def _minmax(a, b, ctx, want_max, mag):
    """max/min (max_mag/min_mag when mag) by the spec's total rules for
    equal values."""
    if a._kind >= _NAN or b._kind >= _NAN:
        if a._kind == _SNAN or b._kind == _SNAN:
            return _nan_result(a, b, ctx)
        if a._kind == _NAN and b._kind == _NAN:
            return _nan_result(a, b, ctx)
        num = b if a._kind == _NAN else a
        return _plus_keep(num, ctx)
    if mag:
        c = _cmp(_abs_of(a), _abs_of(b))
        if c == 0:
            c = _cmp(a, b)
    else:
        c = _cmp(a, b)
    if c == 0:
        # equal values: by sign, then by exponent
        if a._sign != b._sign:
            c = -1 if a._sign else 1
        elif a._kind == _FIN and b._kind == _FIN and a._exp != b._exp:
            c = 1 if a._exp > b._exp else -1
            if a._sign:
                c = -c
    pick = a if (c >= 0) == want_max else b
    if c == 0:
        pick = a
    return _plus_keep(pick, ctx)


def _abs_of(a):
    return _new(0, a._coef, a._exp, a._kind)


def _plus_keep(a, ctx):
    """a rounded to the context, its sign kept (max, min)."""
    if a._kind:
        return a, 0
    return _fix(a._sign, a._coef, a._exp, ctx, 0)


def _pow_mod(a, b, m, ctx):
    """pow(a, b, m): integral operands, b >= 0, m != 0, |m| with at most
    prec digits; the result has a's sign."""
    for d in (a, b, m):
        if d._kind >= _NAN:
            r, st = _nan_result(a, b, ctx)
            if m._kind >= _NAN and not st:
                r, st = _nan_result(m, None, ctx)
            return r, st
    for d in (a, b, m):
        if d._kind != _FIN or not _is_integral(d):
            return _invalid()
    if b._sign or m._coef == 0:
        return _invalid()
    mv = abs(_int_value(m))
    if _ndigits(mv) > ctx._prec:
        return _invalid()
    if a._coef == 0 and b._coef == 0:
        return _invalid()
    av = abs(_int_value(a))
    r = pow(av, _int_value(b), mv)
    sign = a._sign if _int_value(b) & 1 else 0
    return _new(sign, r, 0, _FIN), 0


# ---- text ---------------------------------------------------------------------

def _sci(d, caps, eng=False):
    """to-scientific-string (to-engineering-string when eng)."""
    sign = '-' if d._sign else ''
    if d._kind:
        if d._kind == _INF:
            return sign + 'Infinity'
        payload = _digits(d._coef) if d._coef else ''
        return sign + ('NaN' if d._kind == _NAN else 'sNaN') + payload
    digits = _digits(d._coef)
    left = d._exp + len(digits)      # digits before the point
    if d._exp <= 0 and left > -6:
        point = left
    elif not eng:
        point = 1
    elif d._coef == 0:
        point = (left + 1) % 3 - 1
    else:
        point = (left - 1) % 3 + 1
    if point <= 0:
        body = '0.' + '0' * -point + digits
    elif point >= len(digits):
        body = digits + '0' * (point - len(digits))
    else:
        body = digits[:point] + '.' + digits[point:]
    e = left - point
    if e:
        body += ('E' if caps else 'e') + ('+' if e > 0 else '-') + str(abs(e))
    return sign + body


_PHASH = 2305843009213693951          # sys.hash_info.modulus
_PHASH_INV10 = pow(10, _PHASH - 2, _PHASH)


def _context_arg(context):
    if context is None:
        return getcontext()
    if not isinstance(context, Context):
        raise TypeError('optional argument must be a context')
    return context


# ---- Decimal ------------------------------------------------------------------

class Decimal:
    """Floating-point decimal number: Decimal('3.14'), Decimal(7),
    Decimal(0.1) (exactly), Decimal((0, (3, 1, 4), -2))."""

    __slots__ = ('_sign', '_coef', '_exp', '_kind')

    def __new__(cls, *args, **kwargs):
        value, context = _bind(args, kwargs, ('value', 'context'), None)
        if value is None and not args and 'value' not in kwargs:
            value = '0'
        if context is not None and not isinstance(context, Context):
            raise TypeError('optional argument must be a context')
        d, st = _from_any(value, context, False)
        if st:
            (context or getcontext())._signal(st)
        if cls is not Decimal:
            s = object.__new__(cls)
            s._sign = d._sign
            s._coef = d._coef
            s._exp = d._exp
            s._kind = d._kind
            return s
        return d

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            d = _new(1 if f < 0 else 0, abs(f), 0, _FIN)
        elif isinstance(f, float):
            d = _from_float_exact(f)
        else:
            raise TypeError('argument must be int or float')
        if cls is Decimal:
            return d
        return cls(d)

    def __setattr__(self, name, value):
        if name in Decimal.__slots__:
            object.__setattr__(self, name, value)
            return
        raise AttributeError("'decimal.Decimal' object has no attribute '%s'"
                             % name)

    # -- text -----------------------------------------------------------------

    def __repr__(self):
        return "Decimal('%s')" % _sci(self, getcontext()._capitals)

    def __str__(self):
        return _sci(self, getcontext()._capitals)

    def to_eng_string(self, context=None):
        return _sci(self, _context_arg(context)._capitals, True)

    def __format__(self, spec, override=None):
        return _format(self, spec, override)

    # -- comparisons and hashing ----------------------------------------------

    def _compare_value(self, other, equality):
        """other as a Decimal for a comparison (a Rational scales self),
        or NotImplemented: (self', other')."""
        if isinstance(other, Decimal):
            return self, other
        if isinstance(other, int):
            return self, _new(1 if other < 0 else 0, abs(other), 0, _FIN)
        if isinstance(other, float):
            ctx = getcontext()
            if equality:
                object.__setattr__(ctx, '_flagbits', ctx._flagbits | _FLOAT_OP)
            else:
                ctx._signal(_FLOAT_OP)
            return self, _from_float_exact(other)
        if isinstance(other, _numbers.Rational):
            num, den = other.numerator, other.denominator
            o = _new(1 if num < 0 else 0, abs(num), 0, _FIN)
            if self._kind == _FIN:
                return _new(self._sign, self._coef * den, self._exp, _FIN), o
            return self, o
        return None, None

    def __eq__(self, other):
        a, b = self._compare_value(other, True)
        if a is None:
            return NotImplemented
        if a._kind >= _NAN or b._kind >= _NAN:
            if a._kind == _SNAN or b._kind == _SNAN:
                getcontext()._signal(_INVALID)
            return False
        return _cmp(a, b) == 0

    def __ne__(self, other):
        a, b = self._compare_value(other, True)
        if a is None:
            return NotImplemented
        if a._kind >= _NAN or b._kind >= _NAN:
            if a._kind == _SNAN or b._kind == _SNAN:
                getcontext()._signal(_INVALID)
            return True
        return _cmp(a, b) != 0

    def _order(self, other):
        a, b = self._compare_value(other, False)
        if a is None:
            return None
        if a._kind >= _NAN or b._kind >= _NAN:
            getcontext()._signal(_INVALID)
            return 'nan'
        return _cmp(a, b)

    def __lt__(self, other):
        c = self._order(other)
        if c is None:
            return NotImplemented
        return c != 'nan' and c < 0

    def __le__(self, other):
        c = self._order(other)
        if c is None:
            return NotImplemented
        return c != 'nan' and c <= 0

    def __gt__(self, other):
        c = self._order(other)
        if c is None:
            return NotImplemented
        return c != 'nan' and c > 0

    def __ge__(self, other):
        c = self._order(other)
        if c is None:
            return NotImplemented
        return c != 'nan' and c >= 0

    def __hash__(self):
        if self._kind:
            if self._kind == _SNAN:
                raise TypeError('Cannot hash a signaling NaN value')
            if self._kind == _NAN:
                return object.__hash__(self)
            return -314159 if self._sign else 314159
        if self._exp >= 0:
            h = self._coef % _PHASH * pow(10, self._exp, _PHASH) % _PHASH
        else:
            h = self._coef % _PHASH * pow(_PHASH_INV10, -self._exp, _PHASH) % _PHASH
        if self._sign:
            h = -h
        return -2 if h == -1 else h

    def __bool__(self):
        return self._kind != _FIN or self._coef != 0

    # -- arithmetic -------------------------------------------------------------

    def __add__(self, other, context=None):
        other = _conv_op(other)
        if other is NotImplemented:
            return other
        ctx = _context_arg(context)
        return ctx._done(*_add(self, other, ctx, other._sign))

    def __radd__(self, other, context=None):
        other = _conv_op(other)
        if other is NotImplemented:
            return other
        ctx = _context_arg(context)
        return ctx._done(*_add(other, self, ctx, self._sign))

    def __sub__(self, other, context=None):
        other = _conv_op(other)
        if other is NotImplemented:
            return other
        ctx = _context_arg(context)
        return ctx._done(*_add(self, other, ctx, other._sign ^ 1))

    def __rsub__(self, other, context=None):
        other = _conv_op(other)
        if other is NotImplemented:
            return other
        ctx = _context_arg(context)
        return ctx._done(*_add(other, self, ctx, self._sign ^ 1))

    def __mul__(self, other, context=None):
        other = _conv_op(other)
        if other is NotImplemented:
            return other
        ctx = _context_arg(context)
        return ctx._done(*_mul(self, other, ctx))

    def __rmul__(self, other, context=None):
        other = _conv_op(other)
        if other is NotImplemented:
            return other
        ctx = _context_arg(context)
        return ctx._done(*_mul(other, self, ctx))

    def __truediv__(self, other, context=None):
        other = _conv_op(other)
        if other is NotImplemented:
            return other
        ctx = _context_arg(context)
        return ctx._done(*_div(self, other, ctx))

    def __rtruediv__(self, other, context=None):
        other = _conv_op(other)
        if other is NotImplemented:
            return other
        ctx = _context_arg(context)
        return ctx._done(*_div(other, self, ctx))

    def __floordiv__(self, other, context=None):
        other = _conv_op(other)
        if other is NotImplemented:
            return other
        ctx = _context_arg(context)
        return ctx._done(*_floordiv(self, other, ctx))

    def __rfloordiv__(self, other, context=None):
        other = _conv_op(other)
        if other is NotImplemented:
            return other
        ctx = _context_arg(context)
        return ctx._done(*_floordiv(other, self, ctx))

    def __mod__(self, other, context=None):
        other = _conv_op(other)
        if other is NotImplemented:
            return other
        ctx = _context_arg(context)
        return ctx._done(*_mod(self, other, ctx))

    def __rmod__(self, other, context=None):
        other = _conv_op(other)
        if other is NotImplemented:
            return other
        ctx = _context_arg(context)
        return ctx._done(*_mod(other, self, ctx))

    def __divmod__(self, other, context=None):
        other = _conv_op(other)
        if other is NotImplemented:
            return other
        ctx = _context_arg(context)
        return ctx._done(*_divmod(self, other, ctx))

    def __rdivmod__(self, other, context=None):
        other = _conv_op(other)
        if other is NotImplemented:
            return other
        ctx = _context_arg(context)
        return ctx._done(*_divmod(other, self, ctx))

    def __pow__(self, other, modulo=None, context=None):
        other = _conv_op(other)
        if other is NotImplemented:
            return other
        ctx = _context_arg(context)
        if modulo is not None:
            m = _conv_op(modulo)
            if m is NotImplemented:
                return m
            return ctx._done(*_pow_mod(self, other, m, ctx))
        return ctx._done(*_pow(self, other, ctx))

    def __rpow__(self, other, context=None):
        other = _conv_op(other)
        if other is NotImplemented:
            return other
        ctx = _context_arg(context)
        return ctx._done(*_pow(other, self, ctx))

    def __neg__(self, context=None):
        ctx = _context_arg(context)
        if self._kind >= _NAN:
            return ctx._done(*_nan_result(self, None, ctx))
        return ctx._done(*_plus(_negated(self), ctx))

    def __pos__(self, context=None):
        ctx = _context_arg(context)
        return ctx._done(*_plus(self, ctx))

    def __abs__(self, context=None):
        ctx = _context_arg(context)
        if self._kind >= _NAN:
            return ctx._done(*_nan_result(self, None, ctx))
        return ctx._done(*_plus(_abs_of(self), ctx))

    # -- conversions to Python numbers ------------------------------------------

    def _integer(self, rounding):
        if self._kind:
            if self._kind >= _NAN:
                raise ValueError('cannot convert NaN to integer')
            raise OverflowError('cannot convert Infinity to integer')
        if self._exp >= 0:
            v = self._coef * _pow10(self._exp)
        else:
            v, inexact, rounded = _rescale(self, 0, rounding)
        return -v if self._sign else v

    def __int__(self):
        return self._integer(ROUND_DOWN)

    def __trunc__(self):
        return self._integer(ROUND_DOWN)

    def __floor__(self):
        return self._integer(ROUND_FLOOR)

    def __ceil__(self):
        return self._integer(ROUND_CEILING)

    def __round__(self, *args):
        if len(args) > 1:
            raise TypeError('function takes at most 1 argument (%d given)'
                            % len(args))
        n = args[0] if args else None
        if n is None:
            return self._integer(ROUND_HALF_EVEN)
        if not isinstance(n, int):
            raise TypeError('optional arg must be an integer')
        q = _new(0, 1, -_ctx_int(n), _FIN)
        return self.quantize(q)

    def __float__(self):
        if self._kind >= _NAN:
            if self._kind == _SNAN:
                raise ValueError('cannot convert signaling NaN to float')
            return -_math.nan if self._sign else _math.nan
        return float(_sci(self, 1))

    def as_integer_ratio(self):
        if self._kind:
            if self._kind >= _NAN:
                raise ValueError('cannot convert NaN to integer ratio')
            raise OverflowError('cannot convert Infinity to integer ratio')
        if self._coef == 0:
            return 0, 1
        if self._exp >= 0:
            n, d = self._coef * _pow10(self._exp), 1
        else:
            n, d = self._coef, _pow10(-self._exp)
            g = _math.gcd(n, d)
            n //= g
            d //= g
        return (-n if self._sign else n), d

    def as_tuple(self):
        if self._kind == _INF:
            return DecimalTuple(self._sign, (0,), 'F')
        if self._kind >= _NAN:
            digits = tuple(map(int, _digits(self._coef))) if self._coef else ()
            return DecimalTuple(self._sign, digits,
                                'n' if self._kind == _NAN else 'N')
        return DecimalTuple(self._sign, tuple(map(int, _digits(self._coef))),
                            self._exp)

    # -- the spec's operations ------------------------------------------------------

    def adjusted(self):
        if self._kind:
            return 0
        return self._exp + _ndigits(self._coef) - 1

    def is_nan(self):
        return self._kind >= _NAN

    def is_qnan(self):
        return self._kind == _NAN

    def is_snan(self):
        return self._kind == _SNAN

    def is_infinite(self):
        return self._kind == _INF

    def is_finite(self):
        return self._kind == _FIN

    def is_zero(self):
        return self._kind == _FIN and self._coef == 0

    def is_signed(self):
        return self._sign == 1

    def is_canonical(self):
        return True

    def is_normal(self, context=None):
        ctx = _context_arg(context)
        return (self._kind == _FIN and self._coef != 0
                and self.adjusted() >= ctx._emin)

    def is_subnormal(self, context=None):
        ctx = _context_arg(context)
        return (self._kind == _FIN and self._coef != 0
                and self.adjusted() < ctx._emin)

    def canonical(self):
        return self

    def conjugate(self):
        return self

    @property
    def real(self):
        return self

    @property
    def imag(self):
        return Decimal(0)

    def radix(self):
        return Decimal(10)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def copy_abs(self):
        return _abs_of(self)

    def copy_negate(self):
        return _negated(self)

    def copy_sign(self, other, context=None):
        other = _conv_strict(other)
        return _new(other._sign, self._coef, self._exp, self._kind)

    def compare(self, other, context=None):
        other = _conv_strict(other)
        ctx = _context_arg(context)
        if self._kind >= _NAN or other._kind >= _NAN:
            return ctx._done(*_nan_result(self, other, ctx))
        return _int_decimal(_cmp(self, other))

    def compare_signal(self, other, context=None):
        other = _conv_strict(other)
        ctx = _context_arg(context)
        if self._kind >= _NAN or other._kind >= _NAN:
            r, st = _nan_result(self, other, ctx)
            return ctx._done(r, _INVALID)
        return _int_decimal(_cmp(self, other))

    def compare_total(self, other, context=None):
        other = _conv_strict(other)
        return _int_decimal(_total_cmp(self, other))

    def compare_total_mag(self, other, context=None):
        other = _conv_strict(other)
        return _int_decimal(_total_cmp(_abs_of(self), _abs_of(other)))

    def max(self, other, context=None):
        other = _conv_strict(other)
        ctx = _context_arg(context)
        return ctx._done(*_minmax(self, other, ctx, True, False))

    def min(self, other, context=None):
        other = _conv_strict(other)
        ctx = _context_arg(context)
        return ctx._done(*_minmax(self, other, ctx, False, False))

    def max_mag(self, other, context=None):
        other = _conv_strict(other)
        ctx = _context_arg(context)
        return ctx._done(*_minmax(self, other, ctx, True, True))

    def min_mag(self, other, context=None):
        other = _conv_strict(other)
        ctx = _context_arg(context)
        return ctx._done(*_minmax(self, other, ctx, False, True))

    def quantize(self, exp, rounding=None, context=None):
        exp = _conv_strict(exp)
        if rounding is not None:
            rounding = _check_rounding(rounding)
        ctx = _context_arg(context)
        if rounding is None:
            rounding = ctx._rounding
        return ctx._done(*_quantize(self, exp, rounding, ctx))

    def same_quantum(self, other, context=None):
        other = _conv_strict(other)
        if self._kind or other._kind:
            return (self._kind >= _NAN and other._kind >= _NAN) or (
                self._kind == _INF and other._kind == _INF)
        return self._exp == other._exp

    def to_integral_value(self, rounding=None, context=None):
        if rounding is not None:
            rounding = _check_rounding(rounding)
        ctx = _context_arg(context)
        return ctx._done(*_to_integral(self, rounding or ctx._rounding, ctx,
                                       False))

    to_integral = to_integral_value

    def to_integral_exact(self, rounding=None, context=None):
        if rounding is not None:
            rounding = _check_rounding(rounding)
        ctx = _context_arg(context)
        return ctx._done(*_to_integral(self, rounding or ctx._rounding, ctx,
                                       True))

    def normalize(self, context=None):
        ctx = _context_arg(context)
        return ctx._done(*_normalize(self, ctx))

    def sqrt(self, context=None):
        ctx = _context_arg(context)
        return ctx._done(*_sqrt(self, ctx))

    def number_class(self, context=None):
        ctx = _context_arg(context)
        if self._kind == _SNAN:
            return 'sNaN'
        if self._kind == _NAN:
            return 'NaN'
        sign = '-' if self._sign else '+'
        if self._kind == _INF:
            return sign + 'Infinity'
        if self._coef == 0:
            return sign + 'Zero'
        if self.adjusted() < ctx._emin:
            return sign + 'Subnormal'
        return sign + 'Normal'

    def next_plus(self, context=None):
        ctx = _context_arg(context)
        return ctx._done(*_next(self, ctx, 0))

    def next_minus(self, context=None):
        ctx = _context_arg(context)
        return ctx._done(*_next(self, ctx, 1))

    def next_toward(self, other, context=None):
        other = _conv_strict(other)
        ctx = _context_arg(context)
        if self._kind >= _NAN or other._kind >= _NAN:
            return ctx._done(*_nan_result(self, other, ctx))
        c = _cmp(self, other)
        if c == 0:
            return _new(other._sign, self._coef, self._exp, self._kind)
        r, st = _next(self, ctx, 1 if c > 0 else 0)
        if r._kind == _INF:
            st |= _OVERFLOW | _INEXACT | _ROUNDED
        elif r.adjusted() < ctx._emin:
            st |= _UNDERFLOW | _SUBNORMAL | _INEXACT | _ROUNDED
            if r._coef == 0:
                st |= _CLAMPED
        return ctx._done(r, st)

    def scaleb(self, other, context=None):
        other = _conv_strict(other)
        ctx = _context_arg(context)
        if self._kind >= _NAN or other._kind >= _NAN:
            return ctx._done(*_nan_result(self, other, ctx))
        if other._kind != _FIN or other._exp != 0:
            return ctx._done(*_invalid())
        limit = 2 * (ctx._emax + ctx._prec)
        n = _int_value(other)
        if n > limit or n < -limit:
            return ctx._done(*_invalid())
        if self._kind == _INF:
            return self
        return ctx._done(*_fix(self._sign, self._coef, self._exp + n, ctx, 0))

    def logb(self, context=None):
        ctx = _context_arg(context)
        if self._kind >= _NAN:
            return ctx._done(*_nan_result(self, None, ctx))
        if self._kind == _INF:
            return _new(0, 0, 0, _INF)
        if self._coef == 0:
            return ctx._done(_new(1, 0, 0, _INF), _DIV_BY_ZERO)
        return ctx._done(*_fix(*_int_parts(self.adjusted()), ctx, 0))

    def fma(self, other, third, context=None):
        other = _conv_strict(other)
        third = _conv_strict(third)
        ctx = _context_arg(context)
        if self._kind == _SNAN or other._kind == _SNAN:
            return ctx._done(*_nan_result(self, other, ctx))
        prod, st = _mul(self, other, _EXACT)
        if st & _INVALID:
            return ctx._done(*_invalid())
        if prod._kind >= _NAN:
            if third._kind == _SNAN:
                return ctx._done(*_nan_result(third, None, ctx))
            return ctx._done(*_nan_result(prod, None, ctx))
        return ctx._done(*_add(prod, third, ctx, third._sign))

    def remainder_near(self, other, context=None):
        other = _conv_strict(other)
        ctx = _context_arg(context)
        return ctx._done(*_remainder_near(self, other, ctx))

    def shift(self, other, context=None):
        other = _conv_strict(other)
        ctx = _context_arg(context)
        return ctx._done(*_shift(self, other, ctx, False))

    def rotate(self, other, context=None):
        other = _conv_strict(other)
        ctx = _context_arg(context)
        return ctx._done(*_shift(self, other, ctx, True))

    def logical_and(self, other, context=None):
        other = _conv_strict(other)
        ctx = _context_arg(context)
        return ctx._done(*_logical(self, other, ctx, '&'))

    def logical_or(self, other, context=None):
        other = _conv_strict(other)
        ctx = _context_arg(context)
        return ctx._done(*_logical(self, other, ctx, '|'))

    def logical_xor(self, other, context=None):
        other = _conv_strict(other)
        ctx = _context_arg(context)
        return ctx._done(*_logical(self, other, ctx, '^'))

    def logical_invert(self, context=None):
        ctx = _context_arg(context)
        ones = _new(0, int('1' * ctx._prec) if ctx._prec < _CHUNK else
                    _int_of('1' * ctx._prec), 0, _FIN)
        return ctx._done(*_logical(self, ones, ctx, '^'))


def _int_parts(v):
    return (1 if v < 0 else 0), abs(v), 0


def _int_decimal(v):
    return _new(*_int_parts(v), _FIN)


def _total_cmp(a, b):
    """The spec's total order: -NaN < -sNaN < -Inf < ... < Inf < sNaN < NaN,
    and among equal values the one with the smaller exponent first (for
    positive numbers)."""
    if a._sign != b._sign:
        return -1 if a._sign else 1
    flip = -1 if a._sign else 1
    rank = {_FIN: 0, _INF: 1, _SNAN: 2, _NAN: 3}
    ra, rb = rank[a._kind], rank[b._kind]
    if ra != rb:
        return flip if ra > rb else -flip
    if a._kind >= _NAN:
        c = (a._coef > b._coef) - (a._coef < b._coef)
        return c * flip
    if a._kind == _INF:
        return 0
    c = _cmp(_abs_of(a), _abs_of(b))
    if c == 0 and a._exp != b._exp:
        c = 1 if a._exp > b._exp else -1
    return c * flip


def _next(a, ctx, down):
    """next_plus (down=0) / next_minus (down=1); flags not kept."""
    if a._kind:
        if a._kind >= _NAN:
            return _nan_result(a, None, ctx)
        if a._sign == down:
            return a, 0
        prec = ctx._prec
        return _new(a._sign, _pow10(prec) - 1, ctx._emax - prec + 1, _FIN), 0
    prec = ctx._prec
    etiny = ctx._emin - prec + 1
    rounding = ROUND_FLOOR if down else ROUND_CEILING
    if a._coef == 0:
        r, st = _fix(down, 1, etiny - 1, ctx, 0, rounding)
        return r, 0
    nd = _ndigits(a._coef)
    s = max(2, prec + 2 - nd)
    coef = a._coef * _pow10(s)
    # one unit far below: towards +inf raises a positive value's magnitude
    if (a._sign == 0) != bool(down):
        coef += 1
    else:
        coef -= 1
    r, st = _fix(a._sign, coef, a._exp - s, ctx, 0, rounding)
    return r, 0


def _remainder_near(a, b, ctx):
    if a._kind or b._kind:
        if a._kind >= _NAN or b._kind >= _NAN:
            return _nan_result(a, b, ctx)
        if a._kind == _INF:
            return _invalid()
        return _fix(a._sign, a._coef, a._exp, ctx, 0)
    if b._coef == 0:
        return _invalid(_DIV_UNDEFINED if a._coef == 0 else _INVALID)
    q, r, st = _divmod_parts(a, b, ctx)
    if q is None:
        return _invalid(st)
    e = r._exp
    rc = r._coef
    bc = b._coef * _pow10(b._exp - e)
    qc = q._coef
    if 2 * rc > bc or (2 * rc == bc and qc & 1):
        rc = bc - rc
        qc += 1
        sign = r._sign ^ 1
        if _ndigits(qc) > ctx._prec:
            return _invalid(_DIV_IMPOSSIBLE)
    else:
        sign = r._sign
    return _fix(sign, rc, e, ctx, 0)


def _shift(a, b, ctx, rotate):
    if a._kind >= _NAN or b._kind >= _NAN:
        return _nan_result(a, b, ctx)
    prec = ctx._prec
    if b._kind != _FIN or b._exp != 0 or b._coef > prec:
        return _invalid()
    if a._kind == _INF:
        return a, 0
    n = _int_value(b)
    digits = _digits(a._coef)
    if len(digits) > prec:
        digits = digits[-prec:]
    digits = digits.rjust(prec, '0')
    if rotate:
        n %= prec
        digits = digits[n:] + digits[:n]
    elif n > 0:
        digits = (digits + '0' * n)[-prec:]
    elif n < 0:
        digits = ('0' * -n + digits)[:prec]
    coef = _int_of(digits.lstrip('0') or '0')
    return _new(a._sign, coef, a._exp, _FIN), 0


def _logical_digits(d, prec):
    if d._kind != _FIN or d._sign or d._exp != 0:
        return None
    digits = _digits(d._coef)
    for ch in digits:
        if ch not in '01':
            return None
    if len(digits) > prec:
        return None
    return digits.rjust(prec, '0')


def _logical(a, b, ctx, op):
    prec = ctx._prec
    x = _logical_digits(a, prec)
    y = _logical_digits(b, prec)
    if x is None or y is None:
        return _invalid()
    out = []
    for i in range(prec):
        p, q = x[i] == '1', y[i] == '1'
        if op == '&':
            v = p and q
        elif op == '|':
            v = p or q
        else:
            v = p != q
        out.append('1' if v else '0')
    return _new(0, _int_of(''.join(out).lstrip('0') or '0'), 0, _FIN), 0


# ---- the Context methods --------------------------------------------------------

def _ctx_add(self, a, b):
    a, b = _conv_strict(a), _conv_strict(b)
    return self._done(*_add(a, b, self, b._sign))


def _ctx_subtract(self, a, b):
    a, b = _conv_strict(a), _conv_strict(b)
    return self._done(*_add(a, b, self, b._sign ^ 1))


def _binary_method(fn):
    def method(self, a, b):
        return self._done(*fn(_conv_strict(a), _conv_strict(b), self))
    return method


def _unary_method(fn):
    def method(self, a):
        return self._done(*fn(_conv_strict(a), self))
    return method


def _ctx_divmod(self, a, b):
    return self._done(*_divmod(_conv_strict(a), _conv_strict(b), self))


def _ctx_power(self, a, b, modulo=None):
    a, b = _conv_strict(a), _conv_strict(b)
    if modulo is not None:
        return self._done(*_pow_mod(a, b, _conv_strict(modulo), self))
    return self._done(*_pow(a, b, self))


def _ctx_minus(self, a):
    a = _conv_strict(a)
    return a.__neg__(context=self)


def _ctx_abs(self, a):
    a = _conv_strict(a)
    return a.__abs__(context=self)


def _ctx_quantize(self, a, b):
    a, b = _conv_strict(a), _conv_strict(b)
    return self._done(*_quantize(a, b, self._rounding, self))


def _ctx_to_integral_value(self, a):
    return _conv_strict(a).to_integral_value(context=self)


def _ctx_to_integral_exact(self, a):
    return _conv_strict(a).to_integral_exact(context=self)


def _decimal_method(name, nargs):
    """Context.name(a, ...) as a.name(..., context=self)."""
    if nargs == 1:
        def method(self, a):
            return getattr(_conv_strict(a), name)(context=self)
    elif nargs == 2:
        def method(self, a, b):
            return getattr(_conv_strict(a), name)(b, context=self)
    else:
        def method(self, a, b, c):
            return getattr(_conv_strict(a), name)(b, c, context=self)
    method.__name__ = name
    return method


def _plain_method(name):
    """Context.name(a) as a.name(): the quiet ones without a context."""
    def method(self, a):
        return getattr(_conv_strict(a), name)()
    method.__name__ = name
    return method


def _ctx_copy_decimal(self, a):
    return _conv_strict(a)


def _ctx_copy_sign(self, a, b):
    return _conv_strict(a).copy_sign(_conv_strict(b))


def _ctx_to_sci_string(self, a):
    return _sci(_conv_strict(a), self._capitals)


def _ctx_to_eng_string(self, a):
    return _sci(_conv_strict(a), self._capitals, True)


def _ctx_radix(self):
    return Decimal(10)


Context.add = _ctx_add
Context.subtract = _ctx_subtract
Context.multiply = _binary_method(_mul)
Context.divide = _binary_method(_div)
Context.divide_int = _binary_method(_floordiv)
Context.remainder = _binary_method(_mod)
Context.divmod = _ctx_divmod
Context.power = _ctx_power
Context.plus = _unary_method(_plus)
Context.minus = _ctx_minus
Context.abs = _ctx_abs
Context.sqrt = _unary_method(_sqrt)
Context.normalize = _unary_method(_normalize)
Context.quantize = _ctx_quantize
Context.to_integral_value = _ctx_to_integral_value
Context.to_integral = _ctx_to_integral_value
Context.to_integral_exact = _ctx_to_integral_exact
Context.copy_decimal = _ctx_copy_decimal
Context.copy_sign = _ctx_copy_sign
Context.to_sci_string = _ctx_to_sci_string
Context.to_eng_string = _ctx_to_eng_string
Context.radix = _ctx_radix
for _name in ('compare', 'compare_signal', 'compare_total', 'compare_total_mag',
              'max', 'min', 'max_mag', 'min_mag', 'same_quantum', 'next_toward',
              'scaleb', 'remainder_near', 'shift', 'rotate', 'logical_and',
              'logical_or', 'logical_xor'):
    setattr(Context, _name, _decimal_method(_name, 2))
for _name in ('next_plus', 'next_minus', 'logb', 'number_class', 'is_normal',
              'is_subnormal', 'logical_invert'):
    setattr(Context, _name, _decimal_method(_name, 1))
for _name in ('is_nan', 'is_qnan', 'is_snan', 'is_infinite', 'is_finite',
              'is_zero', 'is_signed', 'is_canonical', 'canonical', 'copy_abs',
              'copy_negate'):
    setattr(Context, _name, _plain_method(_name))
Context.fma = _decimal_method('fma', 3)
del _name


# ---- format() --------------------------------------------------------------------

def _parse_spec(spec):
    """[[fill]align][sign][z][0][width][,][.precision][type] as a dict;
    None when the spec is not one decimal accepts ('#', '_', 'n' with
    ',' and '0' beside an alignment are not)."""
    i = 0
    n = len(spec)
    fill = None
    align = None
    if n >= 2 and spec[1] in '<>=^':
        fill, align = spec[0], spec[1]
        i = 2
    elif n >= 1 and spec[0] in '<>=^':
        align = spec[0]
        i = 1
    sign = '-'
    if i < n and spec[i] in '+- ':
        sign = spec[i]
        i += 1
    z = False
    if i < n and spec[i] == 'z':
        z = True
        i += 1
    zero = False
    if i < n and spec[i] == '0':
        if align is not None:
            return None
        zero = True
        i += 1
    j = i
    while i < n and spec[i].isdigit():
        i += 1
    width = int(spec[j:i]) if i > j else 0
    comma = False
    if i < n and spec[i] == ',':
        comma = True
        i += 1
    prec = None
    if i < n and spec[i] == '.':
        i += 1
        j = i
        while i < n and spec[i].isdigit():
            i += 1
        if i == j:
            return None
        prec = int(spec[j:i])
    kind = ''
    if i < n:
        kind = spec[i]
        i += 1
        if kind not in 'eEfFgGn%':
            return None
    if i != n:
        return None
    if kind == 'n' and comma:
        return None
    if not spec[j:i].isascii():
        return None
    return {'fill': fill, 'align': align, 'sign': sign, 'z': z,
            'zero': zero, 'width': width, 'comma': comma, 'prec': prec,
            'kind': kind}


def _round_digits(sign, coef, exp, digits, rounding):
    """coef * 10**exp rounded to at most `digits` significant digits."""
    nd = _ndigits(coef)
    if coef == 0 or nd <= digits:
        return coef, exp
    coef, inexact = _round_drop(coef, nd, nd - digits, sign, rounding)
    exp += nd - digits
    if _ndigits(coef) > digits:
        coef //= 10
        exp += 1
    return coef, exp


def _format(d, spec, override):
    if not isinstance(spec, str):
        raise TypeError('format() argument 2 must be str, not %s'
                        % type(spec).__name__)
    f = _parse_spec(spec)
    if f is None:
        raise ValueError('invalid format string')
    ctx = getcontext()
    rounding = ctx._rounding
    kind = f['kind']
    prec = f['prec']
    sign, coef, exp = d._sign, d._coef, d._exp
    if d._kind:
        body = _sci(d, 1)
        if sign:
            body = body[1:]
        if kind == '%':
            body += '%'
    else:
        if kind == '%':
            exp += 2
        if kind in ('f', 'F', '%'):
            if prec is not None:
                coef, inexact, rounded = _rescale(_new(sign, coef, exp, _FIN),
                                                  -prec, rounding)
                exp = -prec
            body = _fixed(coef, exp)
        elif kind in ('e', 'E'):
            if prec is not None:
                if coef == 0:
                    digits = '0' * (prec + 1)
                    e = exp + prec
                else:
                    coef, exp = _round_digits(sign, coef, exp, prec + 1, rounding)
                    digits = _digits(coef)
                    digits += '0' * (prec + 1 - len(digits))
                    e = exp + _ndigits(coef) - 1
            else:
                digits = _digits(coef)
                e = exp + len(digits) - 1
            body = digits[0]
            if len(digits) > 1:
                body += '.' + digits[1:]
            body += kind + ('+' if e >= 0 else '-') + str(abs(e))
        else:
            if prec is not None:
                coef, exp = _round_digits(sign, coef, exp, max(prec, 1), rounding)
            caps = ctx._capitals if kind == '' else kind == 'G'
            body = _sci(_new(0, coef, exp, _FIN), caps)
        if kind == '%':
            body += '%'
        if f['z'] and sign and coef == 0:
            sign = 0
    if sign:
        sign_text = '-'
    elif f['sign'] == '+':
        sign_text = '+'
    elif f['sign'] == ' ':
        sign_text = ' '
    else:
        sign_text = ''
    width = f['width']
    if d._kind == _FIN and (f['comma'] or f['zero']):
        body = _group(body, f['comma'],
                      width - len(sign_text) if f['zero'] else 0)
    text = sign_text + body
    if len(text) >= width:
        return text
    fill = f['fill'] if f['fill'] is not None else ' '
    align = f['align'] or '>'
    pad = width - len(text)
    if f['zero']:
        fill, align = ('0', '=') if d._kind == _FIN else (' ', '>')
    if align == '<':
        return text + fill * pad
    if align == '>':
        return fill * pad + text
    if align == '=':
        return sign_text + fill * pad + body
    left = pad // 2
    return fill * left + text + fill * (pad - left)


def _fixed(coef, exp):
    """coef * 10**exp written without an exponent."""
    digits = _digits(coef)
    if exp >= 0:
        if coef == 0:
            return '0'
        return digits + '0' * exp
    point = len(digits) + exp
    if point > 0:
        return digits[:point] + '.' + digits[point:]
    return '0.' + '0' * -point + digits


def _group(body, comma, min_width):
    """Commas in the integer part of body (when comma), and with the '0'
    flag leading zeros up to min_width (grouped too)."""
    k = 0
    while k < len(body) and body[k].isdigit():
        k += 1
    intpart, rest = body[:k], body[k:]
    need = min_width - len(rest)
    if comma:
        n = len(intpart)
        while n + (n - 1) // 3 < need:
            n += 1
        intpart = intpart.rjust(n, '0')
        groups = []
        while len(intpart) > 3:
            groups.append(intpart[-3:])
            intpart = intpart[:-3]
        groups.append(intpart)
        return ','.join(reversed(groups)) + rest
    return intpart.rjust(need, '0') + rest


# ---- the templates ---------------------------------------------------------------

_templates_made = False
DefaultContext = Context()
BasicContext = Context(prec=9, rounding=ROUND_HALF_UP,
                       traps=[Clamped, InvalidOperation, DivisionByZero,
                              Overflow, Underflow])
ExtendedContext = Context(prec=9, traps=[])
_templates_made = True
# exact arithmetic inside fma (its product is never rounded)
_EXACT = Context(prec=MAX_PREC, Emax=MAX_EMAX, Emin=MIN_EMIN, traps=[])


def _set_names():
    # the interpreter's messages name these as CPython's C types do
    import _pysafe
    _pysafe.set_tp_name(Decimal, 'decimal.Decimal')
    _pysafe.set_tp_name(Context, 'decimal.Context')


_set_names()
del _set_names
_numbers.Number.register(Decimal)
