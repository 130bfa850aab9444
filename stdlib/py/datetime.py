"""datetime: date, time, datetime, timedelta, tzinfo, timezone, as CPython
3.11's (written for the sandbox; the messages are CPython's C module's).

"Now" (today(), now(), utcnow()) is the host's clock (ps_config.clock,
through _time); without one they raise OSError. The sandbox's local time
zone is UTC: fromtimestamp() without tz, timestamp() of a naive datetime and
astimezone() treat naive times as UTC. strftime/strptime are the C locale's
(_strptime). Differences from CPython: docs/language.md, "datetime".
"""
import _time
import _datetime
import _strptime

MINYEAR = 1
MAXYEAR = 9999
_MAXORDINAL = 3652059
_EPOCH_ORD = 719163  # ordinal of 1970-01-01

_ymd_to_ord = _strptime.ymd_to_ord
_ord_to_ymd = _strptime.ord_to_ymd
_days_in_month = _strptime.days_in_month
_format = _strptime.format


def _tname(x):
    t = type(x)
    m = getattr(t, '__module__', None)
    if m == 'datetime' and t.__name__ in _CNAMES:
        return 'datetime.' + t.__name__
    return t.__name__


_CNAMES = frozenset(['date', 'time', 'datetime', 'timedelta', 'timezone', 'tzinfo'])


def _rname(self, base):
    t = type(self)
    return 'datetime.' + base if t.__name__ == base and t.__module__ == 'datetime' else t.__name__


def _ro(attr, tname):
    def get(self):
        return getattr(self, attr)

    def set(self, v):
        raise AttributeError("attribute '%s' of '%s' objects is not writable" % (get.__name__, tname))
    return get, set


def _cprop(name, tname):
    """A read-only property whose getter is _datetime's C function."""
    def set(self, v):
        raise AttributeError("attribute '%s' of '%s' objects is not writable" % (name, tname))
    return property(getattr(_datetime, name), set)


def _prop(attr, name, tname):
    get, set = _ro(attr, tname)
    get.__name__ = name
    return property(get, set)


def _int(v):
    if type(v) is int:
        return v
    if isinstance(v, int):
        return int(v)
    if isinstance(v, float):
        raise TypeError("'float' object cannot be interpreted as an integer")
    if hasattr(type(v), '__index__'):
        return v.__index__()
    raise TypeError("'%s' object cannot be interpreted as an integer" % type(v).__name__)


_MISSING = object()


def _check_date(year, month, day):
    if year is _MISSING:
        raise TypeError("function missing required argument 'year' (pos 1)")
    if month is _MISSING:
        raise TypeError("function missing required argument 'month' (pos 2)")
    if day is _MISSING:
        raise TypeError("function missing required argument 'day' (pos 3)")
    year = _int(year)
    month = _int(month)
    day = _int(day)
    if year < 1 or year > 9999:
        raise ValueError('year %d is out of range' % year)
    if month < 1 or month > 12:
        raise ValueError('month must be in 1..12')
    if day < 1 or day > _days_in_month(year, month):
        raise ValueError('day is out of range for month')
    return year, month, day


def _check_time(hour, minute, second, microsecond, fold):
    hour = _int(hour)
    minute = _int(minute)
    second = _int(second)
    microsecond = _int(microsecond)
    if hour < 0 or hour > 23:
        raise ValueError('hour must be in 0..23')
    if minute < 0 or minute > 59:
        raise ValueError('minute must be in 0..59')
    if second < 0 or second > 59:
        raise ValueError('second must be in 0..59')
    if microsecond < 0 or microsecond > 999999:
        raise ValueError('microsecond must be in 0..999999')
    if fold != 0 and fold != 1:
        raise ValueError('fold must be either 0 or 1')
    return hour, minute, second, microsecond


def _check_tz(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '%s'" % type(tz).__name__)


def _cmp(a, b):
    return 0 if a == b else (1 if a > b else -1)


def _round_half_even(num, den):
    """num / den rounded to the nearest int, ties to even (den > 0)."""
    q, r = divmod(num, den)
    r2 = 2 * r
    if r2 > den or (r2 == den and q % 2 == 1):
        q += 1
    return q


# ---- timedelta ------------------------------------------------------------

_US_PER = (86400000000, 1000000, 1, 1000, 60000000, 3600000000, 604800000000)
_TD_NAMES = ('days', 'seconds', 'microseconds', 'milliseconds', 'minutes', 'hours', 'weeks')


def _td_from_us(cls, us):
    d, rem = divmod(us, 86400000000)
    if d > 2147483647 or d < -2147483648:
        raise OverflowError('Python int too large to convert to C int')
    if d > 999999999 or d < -999999999:
        raise OverflowError('days=%d; must have magnitude <= 999999999' % d)
    return _datetime.td(cls, d, 0, rem)


def _td(us):
    d, rem = divmod(us, 86400000000)
    if d > 2147483647 or d < -2147483648:
        raise OverflowError('Python int too large to convert to C int')
    if d > 999999999 or d < -999999999:
        raise OverflowError('days=%d; must have magnitude <= 999999999' % d)
    return _datetime.td(timedelta, d, 0, rem)


class timedelta(_datetime.TDCore):
    """Difference between two datetime values."""
    # comparisons, hash, + and - are TDCore's (stdlib/datetime_core.c)
    __slots__ = ()

    @staticmethod
    def _py_new(cls, days=0, seconds=0, microseconds=0, milliseconds=0,
                minutes=0, hours=0, weeks=0):
        args = (days, seconds, microseconds, milliseconds, minutes, hours, weeks)
        num = 0
        den = 1
        for i in range(7):
            v = args[i]
            if type(v) is int:
                if v:
                    num += v * _US_PER[i] * den
            elif isinstance(v, float):
                if v != v or v in (float('inf'), float('-inf')):
                    if v != v:
                        raise ValueError('cannot convert float NaN to integer')
                    raise OverflowError('cannot convert float infinity to integer')
                n, d = v.as_integer_ratio()
                n *= _US_PER[i]
                if d > den:
                    num *= d // den
                    den = d
                num += n * (den // d)
            elif isinstance(v, int):
                num += int(v) * _US_PER[i] * den
            else:
                raise TypeError('unsupported type for timedelta %s component: %s' % (_TD_NAMES[i], type(v).__name__))
        us = num if den == 1 else _round_half_even(num, den)
        return _td_from_us(cls, us)

    days = _cprop('days', 'datetime.timedelta')

    seconds = _cprop('seconds', 'datetime.timedelta')

    microseconds = _cprop('microseconds', 'datetime.timedelta')

    def _total_us(self):
        return (self._days * 86400 + self._seconds) * 1000000 + self._us

    def total_seconds(self):
        """Total seconds in the duration."""
        return ((self._days * 86400 + self._seconds) * 1000000 + self._us) / 1000000

    def __neg__(self):
        return _td(-self._total_us())

    def __pos__(self):
        return _td(self._total_us())

    def __abs__(self):
        return _td(-self._total_us()) if self._days < 0 else _td(self._total_us())

    def __mul__(self, other):
        if isinstance(other, int):
            return _td(self._total_us() * other)
        if isinstance(other, float):
            n, d = other.as_integer_ratio()
            return _td(_round_half_even(self._total_us() * n, d))
        return NotImplemented

    __rmul__ = __mul__

    def __floordiv__(self, other):
        if isinstance(other, timedelta):
            return self._total_us() // other._total_us()
        if isinstance(other, int):
            return _td(self._total_us() // other)
        return NotImplemented

    def __truediv__(self, other):
        if isinstance(other, timedelta):
            return self._total_us() / other._total_us()
        if isinstance(other, int):
            if other == 0:
                raise ZeroDivisionError('integer division or modulo by zero')
            return _td(_round_half_even(self._total_us(), other) if other > 0
                       else _round_half_even(-self._total_us(), -other))
        if isinstance(other, float):
            n, d = other.as_integer_ratio()
            if n == 0:
                raise ZeroDivisionError('integer division or modulo by zero')
            if n < 0:
                n, d = -n, -d
            return _td(_round_half_even(self._total_us() * d, n))
        return NotImplemented

    def __mod__(self, other):
        if isinstance(other, timedelta):
            o = other._total_us()
            if o == 0:
                raise ZeroDivisionError('integer modulo by zero')
            return _td(self._total_us() % o)
        return NotImplemented

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            o = other._total_us()
            if o == 0:
                raise ZeroDivisionError('integer division or modulo by zero')
            q, r = divmod(self._total_us(), o)
            return q, _td(r)
        return NotImplemented

    def __bool__(self):
        return self._days != 0 or self._seconds != 0 or self._us != 0

    def __reduce__(self):
        return (type(self), (self._days, self._seconds, self._us))


timedelta.min = _td(-999999999 * 86400000000)
timedelta.max = _td(999999999 * 86400000000 + 86399999999)
timedelta.resolution = _td(1)


# ---- date -------------------------------------------------------------------

def _new_date(cls, y, m, d):
    return _datetime.date(cls, y, m, d)


def _today_ord_secs():
    ns = _time.time_ns()
    s = ns // 1000000000
    return s, (ns // 1000) % 1000000


class IsoCalendarDate(tuple):
    __slots__ = ()

    def __new__(cls, year, week, weekday):
        return tuple.__new__(cls, (year, week, weekday))

    @property
    def year(self):
        return self[0]

    @property
    def week(self):
        return self[1]

    @property
    def weekday(self):
        return self[2]

    def __repr__(self):
        return '%s(year=%d, week=%d, weekday=%d)' % (
            'datetime.IsoCalendarDate' if type(self) is IsoCalendarDate else type(self).__name__,
            self[0], self[1], self[2])

    def __reduce__(self):
        return (tuple, (tuple(self),))


def _parse_iso_date(s, whole):
    """(y, m, d) of an ISO 8601 date (extended or basic, calendar or
    week date), or None."""
    n = len(s)
    if n >= 7 and ('W' in s[4:6]):
        if s[4] == '-':
            if s[5] != 'W':
                return None
            ys, ws = s[0:4], s[6:8]
            rest = s[8:]
            if rest and (rest[0] != '-' or len(rest) != 2):
                return None
            ds = rest[1:] if rest else '1'
        else:
            ys, ws = s[0:4], s[5:7]
            ds = s[7:] if len(s) > 7 else '1'
            if len(ds) != 1:
                return None
        if not (_digits(ys) and _digits(ws) and _digits(ds)):
            return None
        y, w, d = int(ys), int(ws), int(ds)
        try:
            return _ord_to_ymd(_isocal_ord(y, w, d))
        except ValueError:
            raise ValueError('Invalid isoformat string: %r' % whole)
    elif n >= 8 and s[4] == '-':
        if n != 10 or s[7] != '-':
            return None
        ys, ms, ds = s[0:4], s[5:7], s[8:10]
    elif n == 8:
        ys, ms, ds = s[0:4], s[4:6], s[6:8]
    else:
        return None
    if not (_digits(ys) and _digits(ms) and _digits(ds)):
        return None
    return int(ys), int(ms), int(ds)


def _digits(s):
    if not s:
        return False
    for c in s:
        if c < '0' or c > '9':
            return False
    return True


def _isocal_ord(year, week, day):
    if year < 1 or year > 9999:
        raise ValueError('Year is out of range: %d' % year)
    if week <= 0 or week >= 53:
        ok = False
        if week == 53:
            first = _ymd_to_ord(year, 1, 1)
            wd = (first + 6) % 7
            if wd == 3 or (wd == 2 and _strptime.is_leap(year)):
                ok = True
        if not ok:
            raise ValueError('Invalid week: %d' % week)
    if day <= 0 or day >= 8:
        raise ValueError('Invalid day: %d (range is [1, 7])' % day)
    return _strptime._week1_monday(year) + (week - 1) * 7 + day - 1


class date(_datetime.DateCore):
    """date(year, month, day) --> date object"""
    # comparisons, hash, + and -, weekday, isoweekday, toordinal are
    # DateCore's (stdlib/datetime_core.c)
    __slots__ = ()

    @staticmethod
    def _py_new(cls, year=_MISSING, month=_MISSING, day=_MISSING):
        y, m, d = _check_date(year, month, day)
        return _new_date(cls, y, m, d)

    year = _cprop('year', 'datetime.date')

    month = _cprop('month', 'datetime.date')

    day = _cprop('day', 'datetime.date')

    @classmethod
    def today(cls):
        """Current date or datetime:  same as self.__class__.fromtimestamp(time.time())."""
        s, _ = _today_ord_secs()
        return cls.fromtimestamp(s)

    @classmethod
    def fromtimestamp(cls, t):
        """Create a date from a POSIX timestamp (the sandbox's local time is UTC)."""
        s, _ = _split_ts(t, 'ROUND_FLOOR')
        y, m, d = _ord_to_ymd(s // 86400 + _EPOCH_ORD)
        return cls(y, m, d)

    @classmethod
    def _py_fromordinal(cls, n):
        # fromordinal in C (DateCore) hands back what is not a small int
        n = _int(n)
        if n > 9223372036854775807 or n < -9223372036854775808:
            raise OverflowError('Python int too large to convert to C long')
        if n > 2147483647:
            raise OverflowError('signed integer is greater than maximum')
        if n < -2147483648:
            raise OverflowError('signed integer is less than minimum')
        if n < 1:
            raise ValueError('ordinal must be >= 1')
        if n > _MAXORDINAL:
            raise ValueError('year %d is out of range' % _ord_to_ymd(n)[0])
        y, m, d = _ord_to_ymd(n)
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, date_string):
        """str -> Construct a date from a string in ISO 8601 format."""
        if not isinstance(date_string, str):
            raise TypeError('fromisoformat: argument must be str')
        r = _parse_iso_date(date_string, date_string) if len(date_string) in (7, 8, 10) else None
        if r is None:
            raise ValueError('Invalid isoformat string: %r' % (date_string,))
        return cls(*r)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        """int, int, int -> Construct a date from the ISO year, week number and weekday."""
        y, m, d = _ord_to_ymd(_isocal_ord(_int(year), _int(week), _int(day)))
        return cls(y, m, d)

    def ctime(self):
        """Return ctime() style string."""
        wd = (_ymd_to_ord(self._year, self._month, self._day) + 6) % 7
        return '%s %s %2d 00:00:00 %04d' % (_strptime.DAY_ABBR[wd], _strptime.MONTH_ABBR[self._month],
                                            self._day, self._year)

    def _py_strftime(self, format):
        # strftime in C (DateCore) hands back what it does not take
        if not isinstance(format, str):
            raise TypeError('strftime() argument 1 must be str, not %s' % type(format).__name__)
        y, m, d = self._year, self._month, self._day
        n = _ymd_to_ord(y, m, d)
        return _format(format, y, m, d, 0, 0, 0, (n + 6) % 7, n - _ymd_to_ord(y, 1, 1) + 1, 0, '', '')

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError('format() argument 2 must be str, not %s' % type(fmt).__name__)
        if fmt:
            return self.strftime(fmt)
        return str(self)

    def timetuple(self):
        """Return time tuple, compatible with time.localtime()."""
        import time
        y, m, d = self._year, self._month, self._day
        n = _ymd_to_ord(y, m, d)
        return time.struct_time((y, m, d, 0, 0, 0, (n + 6) % 7, n - _ymd_to_ord(y, 1, 1) + 1, -1))

    def isocalendar(self):
        """Return a named tuple containing ISO year, week number, and weekday."""
        y, w, d = _strptime.iso_year_week(self._year, self._month, self._day)
        return IsoCalendarDate(y, w, d)

    def __reduce__(self):
        return (type(self), (self._year, self._month, self._day))


date.min = _new_date(date, 1, 1, 1)
date.max = _new_date(date, 9999, 12, 31)
date.resolution = _td(86400000000)


def _split_ts(t, mode):
    """(whole seconds, microseconds) of a timestamp, the microseconds
    rounded half to even as CPython's fromtimestamp does."""
    if isinstance(t, int):
        t = int(t)
        if t > 253402300799 * 1000 or t < -62135596800 * 1000:
            raise OverflowError('timestamp out of range for platform time_t')
        return t, 0
    if isinstance(t, float):
        if t != t:
            raise ValueError('Invalid value NaN (not a number)')
        if t >= 9.3e18 or t <= -9.3e18:
            raise OverflowError('timestamp out of range for platform time_t')
        n, d = t.as_integer_ratio()
        us = _round_half_even(n * 1000000, d)
        s, us = divmod(us, 1000000)
        if s > 253402300799 * 1000 or s < -62135596800 * 1000:
            raise OverflowError('timestamp out of range for platform time_t')
        return s, us
    raise TypeError("'%s' object cannot be interpreted as an integer" % type(t).__name__)


# ---- tzinfo and timezone ----------------------------------------------------

class tzinfo:
    """Abstract base class for time zone info objects."""
    __slots__ = ()

    def tzname(self, dt):
        """datetime -> string name of time zone."""
        raise NotImplementedError('a tzinfo subclass must implement tzname()')

    def utcoffset(self, dt):
        """datetime -> timedelta showing offset from UTC, negative values indicating West of UTC"""
        raise NotImplementedError('a tzinfo subclass must implement utcoffset()')

    def dst(self, dt):
        """datetime -> DST offset as timedelta positive east of UTC."""
        raise NotImplementedError('a tzinfo subclass must implement dst()')

    def fromutc(self, dt):
        """datetime in UTC -> datetime in local time."""
        if not isinstance(dt, datetime):
            raise TypeError('fromutc: argument must be a datetime')
        if dt._tz is not self:
            raise ValueError('fromutc: dt.tzinfo is not self')
        off = dt.utcoffset()
        if off is None:
            raise ValueError('fromutc: non-None utcoffset() result required')
        dst = dt.dst()
        if dst is None:
            raise ValueError('fromutc: non-None dst() result required')
        delta = off - dst
        if delta:
            dt = dt + delta
            dst = dt.dst()
            if dst is None:
                raise ValueError('fromutc: tz.dst() gave inconsistent results; cannot convert')
        return dt + dst

    def __reduce__(self):
        return (type(self), ())


def _check_offset(name, off):
    if off is None:
        return None
    if not isinstance(off, timedelta):
        raise TypeError("tzinfo.%s() must return None or timedelta, not '%s'" % (name, type(off).__name__))
    if not (-86400000000 < off._total_us() < 86400000000):
        raise ValueError('offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24).')
    return off


def _fmt_offset(off, sep):
    """'+HH:MM[:SS[.ffffff]]' of a timedelta offset."""
    us = off._total_us()
    sign = '+'
    if us < 0:
        sign = '-'
        us = -us
    s, u = divmod(us, 1000000)
    m, s = divmod(s, 60)
    h, m = divmod(m, 60)
    r = '%s%02d%s%02d' % (sign, h, sep, m)
    if s or u:
        r += '%s%02d' % (sep, s)
        if u:
            r += '.%06d' % u
    return r


class timezone(tzinfo):
    """Fixed offset from UTC implementation of tzinfo."""
    __slots__ = ('_offset', '_name')

    def __new__(cls, offset=_MISSING, name=_MISSING):
        if offset is _MISSING:
            raise TypeError("timezone() missing required argument 'offset' (pos 1)")
        if not isinstance(offset, timedelta):
            raise TypeError('timezone() argument 1 must be datetime.timedelta, not %s' % type(offset).__name__)
        if name is _MISSING:
            name = None
            if offset._total_us() == 0 and cls is timezone:
                return _UTC
        elif not isinstance(name, str):
            raise TypeError('timezone() argument 2 must be str, not %s' % type(name).__name__)
        if not (-86400000000 < offset._total_us() < 86400000000):
            raise ValueError('offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24), not %r.' % (offset,))
        return _new_tz(cls, offset, name)

    def __init_subclass__(cls, **kw):
        raise TypeError("type 'datetime.timezone' is not an acceptable base type")

    def utcoffset(self, dt):
        if dt is None or isinstance(dt, datetime):
            return self._offset
        raise TypeError('utcoffset(dt) argument must be a datetime instance or None, not %s' % _tname(dt))

    def dst(self, dt):
        if dt is None or isinstance(dt, datetime):
            return None
        raise TypeError('dst(dt) argument must be a datetime instance or None, not %s' % _tname(dt))

    def tzname(self, dt):
        if dt is None or isinstance(dt, datetime):
            return self._tzname()
        raise TypeError('tzname(dt) argument must be a datetime instance or None, not %s' % _tname(dt))

    def _tzname(self):
        if self._name is not None:
            return self._name
        if self._offset._total_us() == 0:
            return 'UTC'
        return 'UTC' + _fmt_offset(self._offset, ':')

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError('fromutc: argument must be a datetime')
        if dt._tz is not self:
            raise ValueError('fromutc: dt.tzinfo is not self')
        return dt + self._offset

    def __repr__(self):
        if self is _UTC:
            return 'datetime.timezone.utc'
        r = _rname(self, 'timezone')
        if self._name is None:
            return '%s(%r)' % (r, self._offset)
        return '%s(%r, %r)' % (r, self._offset, self._name)

    def __str__(self):
        return self._tzname()

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __getinitargs__(self):
        return (self._offset,) if self._name is None else (self._offset, self._name)

    def __reduce__(self):
        return (type(self), self.__getinitargs__())


def _new_tz(cls, offset, name):
    self = object.__new__(cls)
    self._offset = offset
    self._name = name
    return self


_UTC = _new_tz(timezone, _td(0), None)
timezone.utc = _UTC
timezone.min = _new_tz(timezone, _td(-86340000000), None)
timezone.max = _new_tz(timezone, _td(86340000000), None)
UTC = _UTC


# ---- time -------------------------------------------------------------------

def _parse_iso_time(s):
    """(h, m, s, us, tz) of an ISO 8601 time with an optional offset, or
    None."""
    tzpos = -1
    for i in range(len(s)):
        c = s[i]
        if c == '+' or c == '-' or c == 'Z':
            tzpos = i
            break
    tz = None
    if tzpos >= 0:
        ts = s[tzpos:]
        s = s[:tzpos]
        if ts == 'Z':
            tz = _UTC
        else:
            r = _parse_hms(ts[1:])
            if r is None:
                return None
            off = _td(((r[0] * 60 + r[1]) * 60 + r[2]) * 1000000 + r[3])
            if ts[0] == '-':
                off = -off
            tz = timezone(off)
    r = _parse_hms(s)
    if r is None:
        return None
    return r + (tz,)


def _parse_hms(s):
    n = len(s)
    if n < 2 or not _digits(s[0:2]):
        return None
    h = int(s[0:2])
    m = sec = us = 0
    if n == 2:
        return h, m, sec, us
    ext = s[2] == ':'
    p = 3 if ext else 2
    if p + 2 > n or not _digits(s[p:p + 2]):
        return None
    m = int(s[p:p + 2])
    p += 2
    if p == n:
        return h, m, sec, us
    if ext:
        if s[p] != ':':
            return None
        p += 1
    if p + 2 > n or not _digits(s[p:p + 2]):
        return None
    sec = int(s[p:p + 2])
    p += 2
    if p == n:
        return h, m, sec, us
    if s[p] != '.' and s[p] != ',':
        return None
    frac = s[p + 1:]
    if not _digits(frac):
        return None
    if len(frac) > 6:
        frac = frac[:6]
    us = int(frac + '0' * (6 - len(frac)))
    return h, m, sec, us


def _new_time(cls, h, m, s, us, tz, fold):
    self = object.__new__(cls)
    self._hour = h
    self._minute = m
    self._second = s
    self._us = us
    self._tz = tz
    self._fold = fold
    self._hash = -1
    return self


def _time_str(h, m, s, us, timespec, argn=2):
    if not isinstance(timespec, str):
        raise TypeError('isoformat() argument %d must be str, not %s' % (argn, type(timespec).__name__))
    if timespec == 'auto':
        if us:
            return '%02d:%02d:%02d.%06d' % (h, m, s, us)
        return '%02d:%02d:%02d' % (h, m, s)
    if timespec == 'hours':
        return '%02d' % h
    if timespec == 'minutes':
        return '%02d:%02d' % (h, m)
    if timespec == 'seconds':
        return '%02d:%02d:%02d' % (h, m, s)
    if timespec == 'milliseconds':
        return '%02d:%02d:%02d.%03d' % (h, m, s, us // 1000)
    if timespec == 'microseconds':
        return '%02d:%02d:%02d.%06d' % (h, m, s, us)
    raise ValueError('Unknown timespec value')


class time:
    """time([hour[, minute[, second[, microsecond[, tzinfo]]]]]) --> a time object"""
    __slots__ = ('_hour', '_minute', '_second', '_us', '_tz', '_fold', '_hash')

    def __new__(cls, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        h, m, s, us = _check_time(hour, minute, second, microsecond, fold)
        _check_tz(tzinfo)
        return _new_time(cls, h, m, s, us, tzinfo, fold)

    hour = _prop('_hour', 'hour', 'datetime.time')

    minute = _prop('_minute', 'minute', 'datetime.time')

    second = _prop('_second', 'second', 'datetime.time')

    microsecond = _prop('_us', 'microsecond', 'datetime.time')

    tzinfo = _prop('_tz', 'tzinfo', 'datetime.time')

    fold = _prop('_fold', 'fold', 'datetime.time')

    @classmethod
    def fromisoformat(cls, time_string):
        """string -> time from a string in ISO 8601 format"""
        if not isinstance(time_string, str):
            raise TypeError('fromisoformat: argument must be str')
        s = time_string[1:] if time_string[:1] == 'T' else time_string
        r = _parse_iso_time(s)
        if r is None:
            raise ValueError('Invalid isoformat string: %r' % (time_string,))
        return cls(r[0], r[1], r[2], r[3], r[4])

    def utcoffset(self):
        """Return self.tzinfo.utcoffset(self)."""
        if self._tz is None:
            return None
        return _check_offset('utcoffset', self._tz.utcoffset(None))

    def dst(self):
        if self._tz is None:
            return None
        return _check_offset('dst', self._tz.dst(None))

    def tzname(self):
        if self._tz is None:
            return None
        n = self._tz.tzname(None)
        if n is not None and not isinstance(n, str):
            raise TypeError("tzinfo.tzname() must return None or a string, not '%s'" % type(n).__name__)
        return n

    def isoformat(self, timespec='auto'):
        """Return string in ISO 8601 format, [HH[:MM[:SS[.mmm[uuu]]]]][+HH:MM]."""
        s = _time_str(self._hour, self._minute, self._second, self._us, timespec, 1)
        off = self.utcoffset()
        if off is not None:
            s += _fmt_offset(off, ':')
        return s

    __str__ = isoformat

    def __repr__(self):
        if self._us:
            s = '%d, %d, %d, %d' % (self._hour, self._minute, self._second, self._us)
        elif self._second:
            s = '%d, %d, %d' % (self._hour, self._minute, self._second)
        else:
            s = '%d, %d' % (self._hour, self._minute)
        if self._tz is not None:
            s += ', tzinfo=%r' % (self._tz,)
        if self._fold:
            s += ', fold=1'
        return '%s(%s)' % (_rname(self, 'time'), s)

    def strftime(self, format):
        """format -> strftime() style string."""
        if not isinstance(format, str):
            raise TypeError('strftime() argument 1 must be str, not %s' % type(format).__name__)
        zname, zoff = _zone_strings(self)
        return _format(format, 1900, 1, 1, self._hour, self._minute, self._second, 0, 1,
                       self._us, zname, zoff)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError('format() argument 2 must be str, not %s' % type(fmt).__name__)
        if fmt:
            return self.strftime(fmt)
        return str(self)

    def replace(self, hour=None, minute=None, second=None, microsecond=None, tzinfo=True, *, fold=None):
        """Return time with new specified fields."""
        return type(self)(self._hour if hour is None else hour,
                          self._minute if minute is None else minute,
                          self._second if second is None else second,
                          self._us if microsecond is None else microsecond,
                          self._tz if tzinfo is True else tzinfo,
                          fold=self._fold if fold is None else fold)

    def _key(self, other):
        if self._tz is other._tz:
            return ((self._hour, self._minute, self._second, self._us),
                    (other._hour, other._minute, other._second, other._us))
        a = self.utcoffset()
        b = other.utcoffset()
        if (a is None) != (b is None):
            return None
        if a is None:
            return ((self._hour, self._minute, self._second, self._us),
                    (other._hour, other._minute, other._second, other._us))
        x = ((self._hour * 60 + self._minute) * 60 + self._second) * 1000000 + self._us - a._total_us()
        y = ((other._hour * 60 + other._minute) * 60 + other._second) * 1000000 + other._us - b._total_us()
        return x, y

    def __eq__(self, other):
        if isinstance(other, time):
            k = self._key(other)
            return False if k is None else k[0] == k[1]
        return NotImplemented

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def _order(self, other, op):
        if not isinstance(other, time):
            return NotImplemented
        k = self._key(other)
        if k is None:
            raise TypeError("can't compare offset-naive and offset-aware times")
        a, b = k
        return a < b if op == 0 else a <= b if op == 1 else a > b if op == 2 else a >= b

    def __lt__(self, other):
        return self._order(other, 0)

    def __le__(self, other):
        return self._order(other, 1)

    def __gt__(self, other):
        return self._order(other, 2)

    def __ge__(self, other):
        return self._order(other, 3)

    def __hash__(self):
        if self._hash == -1:
            off = self.utcoffset()
            if off is None:
                self._hash = hash((self._hour, self._minute, self._second, self._us))
            else:
                x = ((self._hour * 60 + self._minute) * 60 + self._second) * 1000000 + self._us - off._total_us()
                self._hash = hash(x)
        return self._hash

    def __bool__(self):
        return True

    def __reduce__(self):
        return (_rebuild_with_fold, (type(self), (self._hour, self._minute, self._second, self._us, self._tz),
                                     self._fold))


time.min = _new_time(time, 0, 0, 0, 0, None, 0)
time.max = _new_time(time, 23, 59, 59, 999999, None, 0)
time.resolution = _td(1)


def _zone_strings(t):
    """(%Z text, %z text) of a time or datetime."""
    if t._tz is None:
        return '', ''
    n = t.tzname()
    off = t.utcoffset()
    return (n if n is not None else ''), ('' if off is None else _fmt_offset(off, ''))


# ---- datetime ------------------------------------------------------------------

def _new_dt(cls, y, mo, d, h, mi, s, us, tz, fold):
    return _datetime.dt(cls, y, mo, d, h, mi, s, us, tz, fold)


def _dt_from_us(cls, total, tz):
    """A datetime of `total` microseconds since 0001-01-01T00:00 (day 1)."""
    days, rem = divmod(total, 86400000000)
    n = days + 1
    if n < 1 or n > _MAXORDINAL:
        raise OverflowError('date value out of range')
    y, mo, d = _ord_to_ymd(n)
    s, us = divmod(rem, 1000000)
    return _new_dt(cls, y, mo, d, s // 3600, s // 60 % 60, s % 60, us, tz, 0)


class datetime(date, _datetime.DTCore):
    """datetime(year, month, day[, hour[, minute[, second[, microsecond[,tzinfo]]]]])"""
    # comparisons, hash, + and - are DTCore's (stdlib/datetime_core.c),
    # which call _dt_richcmp, _dt_hash, _dt_sub below for aware values
    __slots__ = ()

    @staticmethod
    def _py_new(cls, year=_MISSING, month=_MISSING, day=_MISSING, hour=0, minute=0, second=0,
                microsecond=0, tzinfo=None, *, fold=0):
        y, mo, d = _check_date(year, month, day)
        h, mi, s, us = _check_time(hour, minute, second, microsecond, fold)
        _check_tz(tzinfo)
        return _new_dt(cls, y, mo, d, h, mi, s, us, tzinfo, fold)

    hour = _cprop('hour', 'datetime.datetime')
    minute = _cprop('minute', 'datetime.datetime')
    second = _cprop('second', 'datetime.datetime')
    microsecond = _cprop('microsecond', 'datetime.datetime')
    tzinfo = _cprop('tzinfo', 'datetime.datetime')
    fold = _cprop('fold', 'datetime.datetime')

    def _us_total(self):
        """Microseconds since 0001-01-01T00:00 of the naive fields."""
        return ((((_ymd_to_ord(self._year, self._month, self._day) - 1) * 24 + self._hour) * 60
                 + self._minute) * 60 + self._second) * 1000000 + self._us

    @classmethod
    def now(cls, tz=None):
        """Returns new datetime object representing current time local to tz."""
        _check_tz(tz)
        ns = _time.time_ns()
        return cls.fromtimestamp(ns // 1000 / 1000000 if False else _NsStamp(ns), tz)

    @classmethod
    def utcnow(cls):
        """Return a new datetime representing UTC day and time."""
        ns = _time.time_ns()
        return cls.utcfromtimestamp(_NsStamp(ns))

    @classmethod
    def today(cls):
        return cls.now()

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        """timestamp[, tz] -> tz's local time from POSIX timestamp."""
        _check_tz(tz)
        if isinstance(t, _NsStamp):
            s, us = t.ns // 1000000000, t.ns // 1000 % 1000000
        else:
            s, us = _split_ts(t, 'HALF_EVEN')
        r = _dt_from_us(cls, (s + _EPOCH_ORD * 86400 - 86400) * 1000000 + us, None)
        if tz is not None:
            r = _new_dt(cls, r._year, r._month, r._day, r._hour, r._minute, r._second, r._us, tz, 0)
            r = tz.fromutc(r)
        return r

    @classmethod
    def utcfromtimestamp(cls, t):
        """Construct a naive UTC datetime from a POSIX timestamp."""
        if isinstance(t, _NsStamp):
            s, us = t.ns // 1000000000, t.ns // 1000 % 1000000
        else:
            s, us = _split_ts(t, 'HALF_EVEN')
        return _dt_from_us(cls, (s + _EPOCH_ORD * 86400 - 86400) * 1000000 + us, None)

    @classmethod
    def combine(cls, date, time, tzinfo=True):
        """date, time -> datetime with same date and time fields"""
        if not isinstance(date, _date_class):
            raise TypeError("combine() argument 1 must be datetime.date, not %s" % type(date).__name__)
        if not isinstance(time, _time_class):
            raise TypeError("combine() argument 2 must be datetime.time, not %s" % type(time).__name__)
        if tzinfo is True:
            tzinfo = time._tz
        return cls(date._year, date._month, date._day, time._hour, time._minute, time._second,
                   time._us, tzinfo, fold=time._fold)

    @classmethod
    def fromisoformat(cls, date_string):
        """string -> datetime from a string in most ISO 8601 formats"""
        if not isinstance(date_string, str):
            raise TypeError('fromisoformat: argument must be str')
        s = date_string
        n = len(s)
        # the date is 10 (YYYY-MM-DD), 8 (YYYY-Www-D / YYYYMMDD / YYYYWwwD) or 7 (YYYYWww) long
        if n >= 10 and s[4] == '-' and s[7] == '-':
            dl = 10
        elif n >= 8 and s[4] == '-' and s[5] == 'W':
            dl = 10 if n >= 10 and s[8] == '-' else 8
        elif n >= 7 and s[4] == 'W':
            dl = 8 if n >= 8 and s[7].isdigit() else 7
        else:
            dl = 8
        r = _parse_iso_date(s[:dl], s) if n >= dl else None
        if r is None:
            raise ValueError('Invalid isoformat string: %r' % (s,))
        t = (0, 0, 0, 0, None)
        if n > dl:
            t = _parse_iso_time(s[dl + 1:])
            if t is None:
                raise ValueError('Invalid isoformat string: %r' % (s,))
        return cls(r[0], r[1], r[2], t[0], t[1], t[2], t[3], t[4])

    @classmethod
    def strptime(cls, *args):
        """string, format -> new datetime parsed from a string (like time.strptime())."""
        if len(args) != 2:
            raise TypeError('strptime() takes exactly 2 arguments (%d given)' % len(args))
        date_string, format = args
        for i, a in enumerate(args):
            if not isinstance(a, str):
                raise TypeError('strptime() argument %d must be str, not %s'
                                % (i + 1, 'None' if a is None else type(a).__name__))
        f = _strptime.parse(date_string, format)
        tz = None
        if f[9] is not None:
            off = _td(f[9] * 1000000 + f[10])
            if f[11] is not None:
                tz = timezone(off, f[11])
            else:
                tz = timezone(off)
        return cls(f[0], f[1], f[2], f[3], f[4], f[5], f[6], tz)

    def utcoffset(self):
        if self._tz is None:
            return None
        return _check_offset('utcoffset', self._tz.utcoffset(self))

    def dst(self):
        if self._tz is None:
            return None
        return _check_offset('dst', self._tz.dst(self))

    def tzname(self):
        if self._tz is None:
            return None
        n = self._tz.tzname(self)
        if n is not None and not isinstance(n, str):
            raise TypeError("tzinfo.tzname() must return None or a string, not '%s'" % type(n).__name__)
        return n

    def time(self):
        return _new_time(time, self._hour, self._minute, self._second, self._us, None, self._fold)

    def timetz(self):
        return _new_time(time, self._hour, self._minute, self._second, self._us, self._tz, self._fold)

    def timetuple(self):
        import time as _t
        dst = self.dst()
        isdst = -1 if dst is None else (1 if dst else 0)
        y, m, d = self._year, self._month, self._day
        n = _ymd_to_ord(y, m, d)
        return _t.struct_time((y, m, d, self._hour, self._minute, self._second, (n + 6) % 7,
                               n - _ymd_to_ord(y, 1, 1) + 1, isdst))

    def utctimetuple(self):
        import time as _t
        off = self.utcoffset()
        t = self
        if off is not None:
            t = _dt_from_us(datetime, self._us_total() - off._total_us(), None) if True else self
        y, m, d = t._year, t._month, t._day
        n = _ymd_to_ord(y, m, d)
        return _t.struct_time((y, m, d, t._hour, t._minute, t._second, (n + 6) % 7,
                               n - _ymd_to_ord(y, 1, 1) + 1, 0))

    def timestamp(self):
        """Return POSIX timestamp as float (naive datetimes are UTC in the sandbox)."""
        off = self.utcoffset()
        us = self._us_total() - (_EPOCH_ORD - 1) * 86400000000
        if off is not None:
            us -= off._total_us()
        return us / 1000000

    def astimezone(self, tz=None):
        """tz -> convert to local time in new timezone tz"""
        if tz is None:
            tz = _LOCAL
        else:
            _check_tz(tz)
        off = self.utcoffset()
        if off is None:
            off = _td(0)
        if self._tz is tz:
            return self
        utc = self._us_total() - off._total_us()
        r = _dt_from_us(datetime, utc, tz)
        if type(self) is not datetime:
            r = _new_dt(type(self), r._year, r._month, r._day, r._hour, r._minute, r._second, r._us, tz, 0)
        return tz.fromutc(r)

    def ctime(self):
        wd = (_ymd_to_ord(self._year, self._month, self._day) + 6) % 7
        return '%s %s %2d %02d:%02d:%02d %04d' % (_strptime.DAY_ABBR[wd], _strptime.MONTH_ABBR[self._month],
                                                  self._day, self._hour, self._minute, self._second, self._year)

    def _py_isoformat(self, sep='T', timespec='auto'):
        # isoformat, str in C (DTCore) hand back an aware datetime and rare arguments
        if not isinstance(sep, str):
            raise TypeError('isoformat() argument 1 must be a unicode character, not %s' % type(sep).__name__)
        if len(sep) != 1:
            raise TypeError('isoformat() argument 1 must be a unicode character, not str')
        s = '%04d-%02d-%02d%s%s' % (self._year, self._month, self._day, sep,
                                    _time_str(self._hour, self._minute, self._second, self._us, timespec))
        if self._tz is not None:
            off = self.utcoffset()
            if off is not None:
                s += _fmt_offset(off, ':')
        return s

    def _py_repr(self):
        # repr in C (DTCore) hands back an aware datetime
        s = '%d, %d, %d, %d, %d' % (self._year, self._month, self._day, self._hour, self._minute)
        if self._us:
            s += ', %d, %d' % (self._second, self._us)
        elif self._second:
            s += ', %d' % self._second
        if self._fold:
            s += ', fold=1'
        if self._tz is not None:
            s += ', tzinfo=%r' % (self._tz,)
        return '%s(%s)' % (_rname(self, 'datetime'), s)

    def _py_strftime(self, format):
        # strftime in C (DateCore) hands back what it does not take
        if not isinstance(format, str):
            raise TypeError('strftime() argument 1 must be str, not %s' % type(format).__name__)
        y, m, d = self._year, self._month, self._day
        n = _ymd_to_ord(y, m, d)
        if self._tz is None:
            zname = zoff = ''
        else:
            zname, zoff = _zone_strings(self)
        return _format(format, y, m, d, self._hour, self._minute, self._second, (n + 6) % 7,
                       n - _ymd_to_ord(y, 1, 1) + 1, self._us, zname, zoff)

    def __reduce__(self):
        return (_rebuild_with_fold, (type(self), (self._year, self._month, self._day, self._hour, self._minute,
                                                  self._second, self._us, self._tz), self._fold))


def _rebuild_with_fold(cls, args, fold):
    # copy's reconstructor for time and datetime: fold is keyword-only
    return cls(*args, fold=fold)


# ---- what DTCore hands back (stdlib/datetime_core.c): aware datetimes ------

def _dt_key(self, other):
    """The two values to compare, or None when one is naive and the
    other aware."""
    if self._tz is other._tz:
        return ((self._year, self._month, self._day, self._hour, self._minute, self._second, self._us),
                (other._year, other._month, other._day, other._hour, other._minute, other._second, other._us))
    a = self.utcoffset()
    b = other.utcoffset()
    if (a is None) != (b is None):
        return None
    if a is None:
        return ((self._year, self._month, self._day, self._hour, self._minute, self._second, self._us),
                (other._year, other._month, other._day, other._hour, other._minute, other._second, other._us))
    return self._us_total() - a._total_us(), other._us_total() - b._total_us()


def _date_richcmp(self, other, op):
    # a date against anything but a date (dates are compared in C)
    return NotImplemented


def _dt_richcmp(self, other, op):
    # op: 0 <, 1 <=, 2 ==, 3 !=, 4 >, 5 >=
    if isinstance(other, datetime):
        k = _dt_key(self, other)
        if k is None:
            if op == 2:
                return False
            if op == 3:
                return True
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        a, b = k
        return (a < b, a <= b, a == b, a != b, a > b, a >= b)[op]
    if isinstance(other, date):
        if op == 2:
            return False
        if op == 3:
            return True
        raise TypeError("can't compare %s to %s" % (_tname(self), _tname(other)))
    return NotImplemented


def _dt_hash(self):
    off = self.utcoffset()
    if off is None:
        return hash((self._year, self._month, self._day, self._hour, self._minute, self._second, self._us))
    return hash(self._us_total() - off._total_us())


def _dt_sub(self, other):
    a = self._us_total()
    b = other._us_total()
    oa = self.utcoffset()
    ob = other.utcoffset()
    if (oa is None) != (ob is None):
        raise TypeError("can't subtract offset-naive and offset-aware datetimes")
    if oa is not None:
        a -= oa._total_us()
        b -= ob._total_us()
    return _td(a - b)


class _NsStamp:
    """now()'s exact ns, so no float rounding moves the microseconds."""
    __slots__ = ('ns',)

    def __init__(self, ns):
        self.ns = ns


_date_class = date
_time_class = time
_LOCAL = _new_tz(timezone, _td(0), 'UTC')

datetime.min = _new_dt(datetime, 1, 1, 1, 0, 0, 0, 0, None, 0)
datetime.max = _new_dt(datetime, 9999, 12, 31, 23, 59, 59, 999999, None, 0)
datetime.resolution = _td(1)


def _set_names():
    # the interpreter's messages name these as CPython's C types do
    import _pysafe
    for c in (date, time, datetime, timedelta, timezone, tzinfo):
        _pysafe.set_tp_name(c, 'datetime.' + c.__name__)


_set_names()
del _set_names
