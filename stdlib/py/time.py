"""time: the sandbox's clocks and CPython's time functions, in UTC.

The sandbox has no time zone: localtime() is gmtime() (tm_zone 'UTC'),
timezone = altzone = 0, daylight = 0, tzname = ('UTC', 'UTC'). "Now"
(time(), time_ns(), gmtime()/localtime()/ctime()/asctime()/strftime()
without a time) is the host's clock (ps_config.clock); without one they
raise OSError. monotonic(), perf_counter() and process_time() are virtual:
0 at the start of a run, one nanosecond per instruction run, and sleep(n)
adds n seconds without blocking (docs/embedding.md, "The clock").
"""
import _pysafe
import _time
import _strptime

timezone = 0
altzone = 0
daylight = 0
tzname = ('UTC', 'UTC')

_FIELDS = ('tm_year', 'tm_mon', 'tm_mday', 'tm_hour', 'tm_min', 'tm_sec',
           'tm_wday', 'tm_yday', 'tm_isdst')


class _field:
    __slots__ = ('_i',)

    def __init__(self, i):
        self._i = i

    def __get__(self, inst, owner=None):
        if inst is None:
            return self
        return inst[self._i]

    def __set__(self, inst, value):
        raise AttributeError('readonly attribute')


class struct_time(tuple):
    """The time value as returned by gmtime(), localtime(), and strptime()."""
    n_fields = 11
    n_sequence_fields = 9
    n_unnamed_fields = 0

    def __new__(cls, seq, dict=None):
        if not isinstance(seq, (tuple, list)):
            try:
                seq = tuple(seq)
            except TypeError:
                raise TypeError('constructor requires a sequence')
        n = len(seq)
        if n < 9:
            raise TypeError('time.struct_time() takes an at least 9-sequence (%d-sequence given)' % n)
        if n > 11:
            raise TypeError('time.struct_time() takes an at most 11-sequence (%d-sequence given)' % n)
        if n > 9:
            cls = _zoned(cls, seq[9], seq[10] if n > 10 else None)
        return tuple.__new__(cls, seq[:9])

    def __repr__(self):
        return 'time.struct_time(%s)' % ', '.join(
            '%s=%r' % (_FIELDS[i], self[i]) for i in range(9))

    def __reduce__(self):
        return (struct_time, (tuple(self), {}))


# tm_zone and tm_gmtoff are not items. A subclass of tuple has no
# instance dict in pysafe, so they are class attributes of a hidden
# subclass per (zone, offset), named struct_time too.
struct_time.tm_zone = None
struct_time.tm_gmtoff = None
_zone_classes = {}


def _zoned(cls, zone, off):
    if zone is None and off is None:
        return cls
    key = (cls, zone, off)
    c = _zone_classes.get(key)
    if c is None:
        class c(cls):
            __slots__ = ()
        c.__name__ = c.__qualname__ = 'struct_time'
        _pysafe.set_tp_name(c, 'time.struct_time')
        c.tm_zone = zone
        c.tm_gmtoff = off
        if len(_zone_classes) < 64:
            _zone_classes[key] = c
    return c


for _i in range(9):
    setattr(struct_time, _FIELDS[_i], _field(_i))
del _i
# CPython's messages name the type 'time.struct_time' (__name__ stays)
_pysafe.set_tp_name(struct_time, 'time.struct_time')


def time_ns():
    """Return the current time in nanoseconds since the Epoch."""
    return _time.time_ns()


def time():
    """Return the current time in seconds since the Epoch."""
    return _time.time_ns() / 1e9


def monotonic_ns():
    return _time.monotonic_ns()


def monotonic():
    return _time.monotonic_ns() / 1e9


perf_counter_ns = monotonic_ns
perf_counter = monotonic


def process_time_ns():
    return _time.process_time_ns()


def process_time():
    return _time.process_time_ns() / 1e9


def thread_time_ns():
    return _time.process_time_ns()


def thread_time():
    return _time.process_time_ns() / 1e9


sleep = _time.sleep


def _secs(secs):
    if secs is None:
        return _time.time_ns() // 1000000000
    if isinstance(secs, float):
        if secs != secs:
            raise ValueError('Invalid value NaN (not a number)')
        if secs in (float('inf'), float('-inf')):
            raise OverflowError('timestamp out of range for platform time_t')
        if secs >= 9.3e18 or secs <= -9.3e18:
            raise OverflowError('timestamp out of range for platform time_t')
        return int(secs // 1)
    if isinstance(secs, int):
        return secs
    raise TypeError("'%s' object cannot be interpreted as an integer" % type(secs).__name__)


def _tm(s, zone):
    if s > 67767976233532799 or s < -67768040609740800:
        raise OverflowError('timestamp out of range for platform time_t')
    days, rem = divmod(s, 86400)
    y, m, d = _strptime.ord_to_ymd(days + 719163)
    n = days + 719163
    yd = n - _strptime.ymd_to_ord(y, 1, 1) + 1
    return struct_time((y, m, d, rem // 3600, rem // 60 % 60, rem % 60, (n + 6) % 7, yd, 0, zone, 0))


def gmtime(secs=None):
    """Convert seconds since the Epoch to a time tuple expressing UTC."""
    return _tm(_secs(secs), 'GMT')


def localtime(secs=None):
    """The sandbox's local time is UTC."""
    return _tm(_secs(secs), 'UTC')


def _tuple(t, fn):
    if not isinstance(t, tuple):
        raise TypeError('Tuple or struct_time argument required')
    if len(t) != 9:
        raise TypeError('%s(): illegal time tuple argument' % fn)
    for x in t:
        if not isinstance(x, int):
            raise TypeError("'%s' object cannot be interpreted as an integer" % type(x).__name__)
    return t


def mktime(t):
    """Inverse of localtime(); the sandbox's local time is UTC."""
    t = _tuple(t, 'mktime')
    y, mo, d, H, M, S = t[0], t[1], t[2], t[3], t[4], t[5]
    y += (mo - 1) // 12
    mo = (mo - 1) % 12 + 1
    days = _strptime.ymd_to_ord(y, mo, 1) - 719163 + d - 1
    return float(days * 86400 + H * 3600 + M * 60 + S)


def _checked(t, fn):
    t = _tuple(t, fn)
    y, mo, d, H, M, S, wd, yd = t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7]
    if mo == 0:
        mo = 1
    elif mo < 0 or mo > 12:
        raise ValueError('month out of range')
    if d == 0:
        d = 1
    elif d < 0 or d > 31:
        raise ValueError('day of month out of range')
    if H < 0 or H > 23:
        raise ValueError('hour out of range')
    if M < 0 or M > 59:
        raise ValueError('minute out of range')
    if S < 0 or S > 61:
        raise ValueError('seconds out of range')
    # CPython turns the weekday to C's (Sunday = 0) by (wd + 1) % 7 with C's
    # remainder, and refuses a negative result: -1 is Sunday, -2 an error
    if wd + 1 < 0 and (-(wd + 1)) % 7 != 0:
        raise ValueError('day of week out of range')
    if yd == 0:
        yd = 1
    elif yd < 0 or yd > 366:
        raise ValueError('day of year out of range')
    return y, mo, d, H, M, S, wd % 7, yd


def strftime(format, t=None):
    """Format a time tuple (now without one) in the C locale."""
    if not isinstance(format, str):
        raise TypeError('strftime() argument 1 must be str, not %s'
                        % ('None' if format is None else type(format).__name__))
    if t is None:
        t = localtime()
    elif not isinstance(t, tuple):
        raise TypeError('Tuple or struct_time argument required')
    y, mo, d, H, M, S, wd, yd = _checked(t, 'strftime')
    zone = getattr(t, 'tm_zone', None) or 'UTC'
    return _strptime.format(format, y, mo, d, H, M, S, wd, yd, None, zone, '+0000')


def strptime(data_string, format='%a %b %d %H:%M:%S %Y'):
    """Parse a string to a time tuple according to a format (C locale)."""
    # CPython's texts here (from its _strptime) count from 0 and show the type
    for i, a in enumerate((data_string, format)):
        if not isinstance(a, str):
            raise TypeError('strptime() argument %d must be str, not %s' % (i, type(a)))
    f = _strptime.parse(data_string, format)
    zone = f[11]
    off = f[9]
    isdst = 0 if zone is not None and zone.lower() in ('utc', 'gmt') else -1
    return struct_time((f[0], f[1], f[2], f[3], f[4], f[5], f[7], f[8], isdst,
                        zone, off))


def asctime(t=None):
    """'Tue Jan  2 03:04:05 2024' for a time tuple (now without one)."""
    if t is None:
        t = localtime()
    y, mo, d, H, M, S, wd, yd = _checked(t, 'asctime')
    return '%s %s %2d %02d:%02d:%02d %d' % (_strptime.DAY_ABBR[wd], _strptime.MONTH_ABBR[mo], d, H, M, S, y)


def ctime(secs=None):
    """asctime(localtime(secs))."""
    return asctime(localtime(secs))


