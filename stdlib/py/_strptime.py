"""_strptime: the calendar arithmetic, strftime and strptime shared by the
sandbox's time and datetime modules (CPython's _strptime parses; here one
module both formats and parses, in the C locale only, as glibc does).

Formatting follows glibc's strftime in the "C" locale: %c is
'Tue Jan  2 03:04:05 2024', %x '01/02/24', %X '03:04:05', %Y is not
padded (year 5 is '5'), an unknown directive is copied as is, and the
flags '-', '_' and '0' of glibc are understood.
"""

_DIM = (0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
_DBM = (0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365)
DAY_ABBR = ('Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun')
DAY_NAME = ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday')
MONTH_ABBR = ('', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec')
MONTH_NAME = ('', 'January', 'February', 'March', 'April', 'May', 'June', 'July',
              'August', 'September', 'October', 'November', 'December')


def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def days_in_month(y, m):
    if m == 2 and y % 4 == 0 and (y % 100 != 0 or y % 400 == 0):
        return 29
    return _DIM[m]


def days_before_month(y, m):
    if m > 2 and y % 4 == 0 and (y % 100 != 0 or y % 400 == 0):
        return _DBM[m] + 1
    return _DBM[m]


def ymd_to_ord(y, m, d):
    """Day number of y-m-d, 0001-01-01 being day 1."""
    y1 = y - 1
    n = y1 * 365 + y1 // 4 - y1 // 100 + y1 // 400 + _DBM[m] + d
    if m > 2 and y % 4 == 0 and (y % 100 != 0 or y % 400 == 0):
        n += 1
    return n


def ord_to_ymd(n):
    """(year, month, day) of day number n: whole 400-, 100-, 4- and
    1-year cycles first, then the month from the day of the year."""
    n -= 1
    q400, n = divmod(n, 146097)
    q100, n = divmod(n, 36524)
    q4, n = divmod(n, 1461)
    q1, n = divmod(n, 365)
    y = q400 * 400 + q100 * 100 + q4 * 4 + q1 + 1
    if q1 == 4 or q100 == 4:
        return y - 1, 12, 31
    leap = q1 == 3 and (q4 != 24 or q100 == 3)
    m = (n + 50) >> 5
    before = _DBM[m] + (1 if m > 2 and leap else 0)
    if before > n:
        m -= 1
        before -= _DIM[m] + (1 if m == 2 and leap else 0)
    return y, m, n - before + 1


def iso_year_week(y, m, d):
    """(ISO year, ISO week, ISO weekday 1..7)."""
    n = ymd_to_ord(y, m, d)
    wd = (n + 6) % 7
    iy = y
    wk1 = _week1_monday(iy)
    week, day = divmod(n - wk1, 7)
    if week < 0:
        iy -= 1
        week, day = divmod(n - _week1_monday(iy), 7)
    elif week >= 52 and n >= _week1_monday(iy + 1):
        iy += 1
        week = 0
    return iy, week + 1, wd + 1


def iso_from_fields(y, yd, wd):
    """(ISO year, ISO week) from a year, its day 1..366 and the weekday
    0 = Monday, as C's strftime reads a struct tm: from those fields alone,
    whatever the month and day say. The ISO year is the one that holds the
    Thursday of the day's week."""
    thu = yd - 1 - wd + 3
    if thu < 0:
        y -= 1
        thu += 366 if is_leap(y) else 365
    else:
        n = 366 if is_leap(y) else 365
        if thu >= n:
            y += 1
            thu -= n
    return y, thu // 7 + 1


def _week1_monday(y):
    first = ymd_to_ord(y, 1, 1)
    wd = (first + 6) % 7
    mon = first - wd
    if wd > 3:
        mon += 7
    return mon


def _pad(n, width, flag, fill='0'):
    if flag == '-':
        return str(n)
    if flag == '_':
        fill = ' '
    elif flag == '0':
        fill = '0'
    s = str(n)
    if len(s) < width:
        if s[0] == '-' and fill == '0':
            return '-' + s[1:].rjust(width - 1, '0')
        return s.rjust(width, fill)
    return s


def format(fmt, y, mo, d, H, M, S, wd, yd, us, zname, zoff):
    """fmt with its directives filled in. wd: 0 = Monday; yd: 1..366;
    us: microseconds, or None where %f is not a directive (time.strftime);
    zname, zoff: what %Z and %z give."""
    out = []
    i = 0
    n = len(fmt)
    while i < n:
        j = fmt.find('%', i)
        if j < 0:
            out.append(fmt[i:])
            break
        if j > i:
            out.append(fmt[i:j])
        i = j + 1
        if i >= n:
            out.append('%')
            break
        c = fmt[i]
        flag = ''
        if c in '-_0^#' and i + 1 < n:
            flag = c
            i += 1
            c = fmt[i]
        i += 1
        if c == 'Y':
            out.append(str(y))   # glibc pads no year, flag or not
        elif c == 'm':
            out.append(_pad(mo, 2, flag))
        elif c == 'd':
            out.append(_pad(d, 2, flag))
        elif c == 'H':
            out.append(_pad(H, 2, flag))
        elif c == 'M':
            out.append(_pad(M, 2, flag))
        elif c == 'S':
            out.append(_pad(S, 2, flag))
        elif c == 'f' and us is not None:
            out.append('%06d' % us)
        elif c == 'y':
            out.append(_pad(y % 100, 2, flag))
        elif c == 'a':
            out.append(DAY_ABBR[wd].upper() if flag == '^' else DAY_ABBR[wd])
        elif c == 'A':
            out.append(DAY_NAME[wd].upper() if flag == '^' else DAY_NAME[wd])
        elif c == 'b' or c == 'h':
            out.append(MONTH_ABBR[mo].upper() if flag == '^' else MONTH_ABBR[mo])
        elif c == 'B':
            out.append(MONTH_NAME[mo].upper() if flag == '^' else MONTH_NAME[mo])
        elif c == 'p':
            out.append('AM' if H < 12 else 'PM')
        elif c == 'P':
            out.append('am' if H < 12 else 'pm')
        elif c == 'I':
            out.append(_pad((H + 11) % 12 + 1, 2, flag))
        elif c == 'l':
            out.append(_pad((H + 11) % 12 + 1, 2, flag or '_'))
        elif c == 'k':
            out.append(_pad(H, 2, flag or '_'))
        elif c == 'e':
            out.append(_pad(d, 2, flag or '_'))
        elif c == 'j':
            out.append(_pad(yd, 3, flag))
        elif c == 'w':
            out.append(str((wd + 1) % 7))
        elif c == 'u':
            out.append(str(wd + 1))
        elif c == 'U':
            out.append(_pad((yd + 6 - (wd + 1) % 7) // 7, 2, flag))
        elif c == 'W':
            out.append(_pad((yd + 6 - wd) // 7, 2, flag))
        elif c == 'G' or c == 'g' or c == 'V':
            iy, iw = iso_from_fields(y, yd, wd)
            if c == 'G':
                out.append(str(iy))
            elif c == 'g':
                out.append(_pad(iy % 100, 2, flag))
            else:
                out.append(_pad(iw, 2, flag))
        elif c == 'C':
            out.append(str(y // 100))   # unpadded, as %Y
        elif c == 'c':
            out.append('%s %s %2d %02d:%02d:%02d %d' % (DAY_ABBR[wd], MONTH_ABBR[mo], d, H, M, S, y))
        elif c == 'x' or c == 'D':
            out.append('%02d/%02d/%02d' % (mo, d, y % 100))
        elif c == 'X' or c == 'T':
            out.append('%02d:%02d:%02d' % (H, M, S))
        elif c == 'R':
            out.append('%02d:%02d' % (H, M))
        elif c == 'r':
            out.append('%02d:%02d:%02d %s' % ((H + 11) % 12 + 1, M, S, 'AM' if H < 12 else 'PM'))
        elif c == 'F':
            out.append('%d-%02d-%02d' % (y, mo, d))
        elif c == 's':
            out.append(str((ymd_to_ord(y, mo, d) - 719163) * 86400 + H * 3600 + M * 60 + S))
        elif c == 'z':
            out.append(zoff)
        elif c == 'Z':
            out.append(zname)
        elif c == 'n':
            out.append('\n')
        elif c == 't':
            out.append('\t')
        elif c == '%':
            out.append('%')
        else:
            out.append(fmt[j:i])
    return ''.join(out)


# ---- strptime -----------------------------------------------------------

_NUM = {
    'd': r'(?P<d>3[01]|[12]\d|0[1-9]|[1-9]| [1-9])',
    'f': r'(?P<f>[0-9]{1,6})',
    'H': r'(?P<H>2[0-3]|[0-1]\d|\d)',
    'I': r'(?P<I>1[0-2]|0[1-9]|[1-9])',
    'G': r'(?P<G>\d\d\d\d)',
    'j': r'(?P<j>36[0-6]|3[0-5]\d|[12]\d\d|0[1-9]\d|00[1-9]|[1-9]\d|0[1-9]|[1-9])',
    'm': r'(?P<m>1[0-2]|0[1-9]|[1-9])',
    'M': r'(?P<M>[0-5]\d|\d)',
    'S': r'(?P<S>6[0-1]|[0-5]\d|\d)',
    'U': r'(?P<U>5[0-3]|[0-4]\d|\d)',
    'w': r'(?P<w>[0-6])',
    'u': r'(?P<u>[1-7])',
    'V': r'(?P<V>5[0-3]|0[1-9]|[1-4]\d|\d)',
    'y': r'(?P<y>\d\d)',
    'Y': r'(?P<Y>\d\d\d\d)',
    'z': r'(?P<z>[+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|(?-i:Z))',
    'a': r'(?P<a>monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun)',
    'A': r'(?P<A>monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun)',
    'b': r'(?P<b>january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)',
    'p': r'(?P<p>am|pm)',
    'Z': r'(?P<Z>utc|gmt)',
    '%': '%',
}
_NUM['B'] = _NUM['b'].replace('?P<b>', '?P<B>')
_NUM['h'] = _NUM['b'].replace('?P<b>', '?P<h>')
_NUM['W'] = _NUM['U'].replace('?P<U>', '?P<W>')
_NUM['e'] = _NUM['d'].replace('?P<d>', '?P<e>')
_EXPAND = {
    'c': '%a %b %d %H:%M:%S %Y',
    'x': '%m/%d/%y',
    'X': '%H:%M:%S',
    'D': '%m/%d/%y',
    'T': '%H:%M:%S',
    'R': '%H:%M',
    'F': '%Y-%m-%d',
}

_cache = {}


def _pattern(fmt):
    import re
    parts = []
    seen = set()
    i = 0
    n = len(fmt)
    while i < n:
        c = fmt[i]
        if c == '%':
            if i + 1 >= n:
                raise ValueError("stray %% in format '%s'" % fmt)
            k = fmt[i + 1]
            i += 2
            if k in _EXPAND:
                sub = _pattern_text(_EXPAND[k], seen, fmt)
                parts.append(sub)
                continue
            if k not in _NUM:
                raise ValueError("'%s' is a bad directive in format '%s'" % (k, fmt))
            p = _NUM[k]
            if k != '%' and k in seen:
                p = '(?P=%s)' % (k,)
            seen.add(k)
            parts.append(p)
        elif c in ' \t\n':
            j = i
            while j < n and fmt[j] in ' \t\n':
                j += 1
            parts.append(r'\s+')
            i = j
        else:
            parts.append(re.escape(c))
            i += 1
    return re.compile(''.join(parts), re.IGNORECASE)


def _pattern_text(fmt, seen, whole):
    import re
    parts = []
    i = 0
    while i < len(fmt):
        c = fmt[i]
        if c == '%':
            k = fmt[i + 1]
            i += 2
            p = _NUM[k]
            if k in seen:
                p = '(?P=%s)' % (k,)
            seen.add(k)
            parts.append(p)
        elif c == ' ':
            parts.append(r'\s+')
            i += 1
        else:
            parts.append(re.escape(c))
            i += 1
    return ''.join(parts)


def _lookup(names, text):
    t = text.lower()
    for i in range(len(names)):
        if names[i].lower() == t:
            return i
    return -1


def parse(data, fmt):
    """strptime's fields: (y, m, d, H, M, S, us, wd, yd, offset seconds or
    None, offset microseconds, zone name or None)."""
    if not isinstance(data, str):
        raise TypeError('strptime() argument 1 must be str, not %s' % type(data).__name__)
    if not isinstance(fmt, str):
        raise TypeError('strptime() argument 2 must be str, not %s' % type(fmt).__name__)
    pat = _cache.get(fmt)
    if pat is None:
        pat = _pattern(fmt)
        if len(_cache) > 100:
            _cache.clear()
        _cache[fmt] = pat
    m = pat.match(data)
    if m is None:
        raise ValueError('time data %r does not match format %r' % (data, fmt))
    if m.end() != len(data):
        raise ValueError('unconverted data remains: %s' % data[m.end():])
    g = m.groupdict()
    year = None
    month = day = 1
    hour = minute = second = us = 0
    wd = yd = None
    week = None
    week_start = 0
    off = None
    off_us = 0
    zname = None
    iso_year = iso_week = None
    pm = None
    h12 = None
    for k in g:
        v = g[k]
        if v is None:
            continue
        if k == 'Y':
            year = int(v)
        elif k == 'y':
            year = int(v)
            year += 2000 if year <= 68 else 1900
        elif k == 'm':
            month = int(v)
        elif k == 'B' or k == 'b' or k == 'h':
            month = _lookup(MONTH_NAME, v)
            if month < 0:
                month = _lookup(MONTH_ABBR, v)
        elif k == 'd' or k == 'e':
            day = int(v)
        elif k == 'H':
            hour = int(v)
        elif k == 'I':
            h12 = int(v)
        elif k == 'p':
            pm = v.lower() == 'pm'
        elif k == 'M':
            minute = int(v)
        elif k == 'S':
            second = int(v)
        elif k == 'f':
            us = int(v + '0' * (6 - len(v)))
        elif k == 'A' or k == 'a':
            wd = _lookup(DAY_NAME, v)
            if wd < 0:
                wd = _lookup(DAY_ABBR, v)
        elif k == 'w':
            wd = (int(v) - 1) % 7
        elif k == 'u':
            wd = int(v) - 1
        elif k == 'j':
            yd = int(v)
        elif k == 'U':
            week = int(v)
            week_start = 6
        elif k == 'W':
            week = int(v)
            week_start = 0
        elif k == 'G':
            iso_year = int(v)
        elif k == 'V':
            iso_week = int(v)
        elif k == 'z':
            if v == 'Z' or v == 'z':
                off = 0
            else:
                sign = -1 if v[0] == '-' else 1
                s = v[1:].replace(':', '')
                if len(v) > 3 and v[3] == ':' and len(v) > 6 and v[6] != ':' and len(v) > 6:
                    raise ValueError('Inconsistent use of : in ' + v)
                hh = int(s[0:2])
                mm = int(s[2:4])
                ss = int(s[4:6]) if len(s) >= 6 else 0
                frac = s[7:] if len(s) > 7 else ''
                off = sign * (hh * 3600 + mm * 60 + ss)
                if frac:
                    off_us = sign * int(frac + '0' * (6 - len(frac)))
        elif k == 'Z':
            zname = v
    if h12 is not None:
        if pm:
            hour = 12 if h12 == 12 else h12 + 12
        else:
            hour = 0 if h12 == 12 else h12
    # CPython's checks: %G needs %V and a weekday (and no %j) when there is
    # no %Y; %V without %U/%W needs %G, whatever else there is
    if year is None and iso_year is not None:
        if iso_week is None or wd is None:
            raise ValueError("ISO year directive '%G' must be used with the ISO week directive '%V' and a weekday directive ('%A', '%a', '%w', or '%u').")
        if yd is not None:
            raise ValueError("Day of the year directive '%j' is not compatible with ISO year directive '%G'. Use '%Y' instead.")
    elif week is None and iso_week is not None:
        if wd is None:
            raise ValueError("ISO week directive '%V' must be used with the ISO year directive '%G' and a weekday directive ('%A', '%a', '%w', or '%u').")
        raise ValueError("ISO week directive '%V' is incompatible with the year directive '%Y'. Use the ISO year '%G' instead.")
    if year is None and iso_year is not None and week is None:
        # the day of the ISO year's calendar year, as CPython counts it: past
        # its end it goes on (Jan 3 of the next year can be day 369), before
        # its start it counts in the year before
        year = iso_year
        yd = _week1_monday(iso_year) + (iso_week - 1) * 7 + wd - ymd_to_ord(year, 1, 1) + 1
        if yd <= 0:
            year -= 1
            yd += 366 if is_leap(year) else 365
    leap_default = False
    if year is None:
        if month == 2 and day == 29:
            year = 1904
            leap_default = True
        else:
            year = 1900
    if yd is None and wd is not None and week is not None:
        yd = _day_from_week(year, week, wd, week_start == 0)
        if yd <= 0:
            year -= 1
            yd += 366 if is_leap(year) else 365
    # the date: from the day of the year when there is one (which, as in
    # CPython, may run past the year's end and is kept as it came), else
    # from the month and day; both through CPython's date range
    if year < 1 or year > 9999:
        raise ValueError('year %d is out of range' % year)
    first = ymd_to_ord(year, 1, 1)
    if yd is not None:
        n = first + yd - 1
        year, month, day = ord_to_ymd(n)
        if year > 9999:
            raise ValueError('year %d is out of range' % year)
    else:
        if day > days_in_month(year, month):
            raise ValueError('day is out of range for month')
        n = ymd_to_ord(year, month, day)
        yd = n - first + 1
    if wd is None:
        wd = (n + 6) % 7
    if leap_default:
        year = 1900
    return (year, month, day, hour, minute, second, us, wd, yd, off, off_us, zname)


def _day_from_week(year, week, wd, monday_first):
    """The day of the year (1-based; 0 or less is in the year before) of
    weekday wd (0 = Monday) in week `week` of %W (monday_first) or %U:
    week 1 starts on the year's first Monday (Sunday); week 0 is the days
    before it, counted from January 1st whatever the weekday says."""
    jan1 = (ymd_to_ord(year, 1, 1) + 6) % 7
    if not monday_first:
        jan1 = (jan1 + 1) % 7
        wd = (wd + 1) % 7
    if week == 0:
        return 1 + wd - jan1
    return 1 + (7 - jan1) % 7 + 7 * (week - 1) + wd
