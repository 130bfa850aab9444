"""calendar: CPython 3.11's calendar functions and the Calendar and
TextCalendar classes, in the C locale. The iter* methods return iterators
over lists (no generators); month_name and friends are tuples.
Differences: docs/language.md, "calendar".
"""
import datetime
import _strptime

__all__ = ['IllegalMonthError', 'IllegalWeekdayError', 'setfirstweekday',
           'firstweekday', 'isleap', 'leapdays', 'weekday', 'monthrange',
           'monthcalendar', 'prmonth', 'month', 'prcal', 'calendar',
           'timegm', 'month_name', 'month_abbr', 'day_name', 'day_abbr',
           'Calendar', 'TextCalendar', 'weekheader']

error = ValueError


class IllegalMonthError(ValueError):
    def __init__(self, month):
        self.month = month

    def __str__(self):
        return 'bad month number %r; must be 1-12' % self.month


class IllegalWeekdayError(ValueError):
    def __init__(self, weekday):
        self.weekday = weekday

    def __str__(self):
        return 'bad weekday number %r; must be 0 (Monday) to 6 (Sunday)' % self.weekday


January = 1
February = 2
mdays = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
day_name = _strptime.DAY_NAME
day_abbr = _strptime.DAY_ABBR
month_name = _strptime.MONTH_NAME
month_abbr = _strptime.MONTH_ABBR
MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY = range(7)
EPOCH = 1970
_EPOCH_ORD = datetime.date(EPOCH, 1, 1).toordinal()


def isleap(year):
    """Return True for leap years, False for non-leap years."""
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def leapdays(y1, y2):
    """Return number of leap years in range [y1, y2). Assume y1 <= y2."""
    y1 -= 1
    y2 -= 1
    return (y2 // 4 - y1 // 4) - (y2 // 100 - y1 // 100) + (y2 // 400 - y1 // 400)


def weekday(year, month, day):
    """Return weekday (0-6 ~ Mon-Sun) for year, month (1-12), day (1-31)."""
    if not datetime.MINYEAR <= year <= datetime.MAXYEAR:
        year = 2000 + year % 400
    return datetime.date(year, month, day).weekday()


def monthrange(year, month):
    """Return weekday (0-6 ~ Mon-Sun) and number of days (28-31) for
       year, month."""
    if not 1 <= month <= 12:
        raise IllegalMonthError(month)
    day1 = weekday(year, month, 1)
    ndays = mdays[month] + (month == February and isleap(year))
    return day1, ndays


def _monthlen(year, month):
    return mdays[month] + (month == February and isleap(year))


def _prevmonth(year, month):
    if month == 1:
        return year - 1, 12
    return year, month - 1


def _nextmonth(year, month):
    if month == 12:
        return year + 1, 1
    return year, month + 1


class Calendar(object):
    """Base calendar class. This class doesn't do any formatting. It simply
    provides data to subclasses."""

    def __init__(self, firstweekday=0):
        self.firstweekday = firstweekday

    def getfirstweekday(self):
        return self._firstweekday % 7

    def setfirstweekday(self, firstweekday):
        self._firstweekday = firstweekday

    firstweekday = property(getfirstweekday, setfirstweekday)

    def iterweekdays(self):
        return iter([i % 7 for i in range(self.firstweekday, self.firstweekday + 7)])

    def _days(self, year, month):
        """(year, month, day) triples of the weeks that cover the month."""
        day1, ndays = monthrange(year, month)
        before = (day1 - self.firstweekday) % 7
        after = (self.firstweekday - day1 - ndays) % 7
        y, m = _prevmonth(year, month)
        end = _monthlen(y, m) + 1
        out = [(y, m, d) for d in range(end - before, end)]
        out += [(year, month, d) for d in range(1, ndays + 1)]
        y, m = _nextmonth(year, month)
        out += [(y, m, d) for d in range(1, after + 1)]
        return out

    def itermonthdates(self, year, month):
        """Return an iterator for one month: datetime.date values covering
        whole weeks."""
        return iter([datetime.date(y, m, d) for (y, m, d) in self._days(year, month)])

    def itermonthdays(self, year, month):
        """Like itermonthdates(), but days outside the month are 0."""
        return iter([d if m == month else 0 for (y, m, d) in self._days(year, month)])

    def itermonthdays2(self, year, month):
        """(day of month, weekday) pairs; days outside the month are 0."""
        fw = self.firstweekday
        return iter([(d, (i + fw) % 7) for i, d in enumerate(self.itermonthdays(year, month))])

    def itermonthdays3(self, year, month):
        return iter(self._days(year, month))

    def itermonthdays4(self, year, month):
        fw = self.firstweekday
        return iter([(y, m, d, (i + fw) % 7) for i, (y, m, d) in enumerate(self._days(year, month))])

    def monthdatescalendar(self, year, month):
        dates = list(self.itermonthdates(year, month))
        return [dates[i:i + 7] for i in range(0, len(dates), 7)]

    def monthdays2calendar(self, year, month):
        days = list(self.itermonthdays2(year, month))
        return [days[i:i + 7] for i in range(0, len(days), 7)]

    def monthdayscalendar(self, year, month):
        days = list(self.itermonthdays(year, month))
        return [days[i:i + 7] for i in range(0, len(days), 7)]

    def yeardatescalendar(self, year, width=3):
        months = [self.monthdatescalendar(year, i) for i in range(1, 13)]
        return [months[i:i + width] for i in range(0, 12, width)]

    def yeardays2calendar(self, year, width=3):
        months = [self.monthdays2calendar(year, i) for i in range(1, 13)]
        return [months[i:i + width] for i in range(0, 12, width)]

    def yeardayscalendar(self, year, width=3):
        months = [self.monthdayscalendar(year, i) for i in range(1, 13)]
        return [months[i:i + width] for i in range(0, 12, width)]


class TextCalendar(Calendar):
    """Subclass of Calendar that outputs a calendar as a simple plain text
    similar to the UNIX program cal."""

    def prweek(self, theweek, width):
        print(self.formatweek(theweek, width), end='')

    def formatday(self, day, weekday, width):
        if day == 0:
            s = ''
        else:
            s = '%2i' % day
        return s.center(width)

    def formatweek(self, theweek, width):
        return ' '.join([self.formatday(d, wd, width) for (d, wd) in theweek])

    def formatweekday(self, day, width):
        if width >= 9:
            names = day_name
        else:
            names = day_abbr
        return names[day][:width].center(width)

    def formatweekheader(self, width):
        return ' '.join([self.formatweekday(i, width) for i in self.iterweekdays()])

    def formatmonthname(self, theyear, themonth, width, withyear=True):
        s = month_name[themonth]
        if withyear:
            s = '%s %r' % (s, theyear)
        return s.center(width)

    def prmonth(self, theyear, themonth, w=0, l=0):
        print(self.formatmonth(theyear, themonth, w, l), end='')

    def formatmonth(self, theyear, themonth, w=0, l=0):
        """Return a month's calendar string (multi-line)."""
        w = max(2, w)
        l = max(1, l)
        s = self.formatmonthname(theyear, themonth, 7 * (w + 1) - 1)
        s = s.rstrip()
        s += '\n' * l
        s += self.formatweekheader(w).rstrip()
        s += '\n' * l
        for week in self.monthdays2calendar(theyear, themonth):
            s += self.formatweek(week, w).rstrip()
            s += '\n' * l
        return s

    def formatyear(self, theyear, w=2, l=1, c=6, m=3):
        """Returns a year's calendar as a multi-line string."""
        w = max(2, w)
        l = max(1, l)
        c = max(2, c)
        colwidth = (w + 1) * 7 - 1
        v = []
        a = v.append
        a(repr(theyear).center(colwidth * m + c * (m - 1)).rstrip())
        a('\n' * l)
        header = self.formatweekheader(w)
        for (i, row) in enumerate(self.yeardays2calendar(theyear, m)):
            months = range(m * i + 1, min(m * (i + 1) + 1, 13))
            a('\n' * l)
            names = [self.formatmonthname(theyear, k, colwidth, False) for k in months]
            a(_formatstring(names, colwidth, c).rstrip())
            a('\n' * l)
            headers = [header for k in months]
            a(_formatstring(headers, colwidth, c).rstrip())
            a('\n' * l)
            height = max([len(cal) for cal in row])
            for j in range(height):
                weeks = []
                for cal in row:
                    if j >= len(cal):
                        weeks.append('')
                    else:
                        weeks.append(self.formatweek(cal[j], w))
                a(_formatstring(weeks, colwidth, c).rstrip())
                a('\n' * l)
        return ''.join(v)

    def pryear(self, theyear, w=0, l=0, c=6, m=3):
        print(self.formatyear(theyear, w, l, c, m), end='')


_colwidth = 7 * 3 - 1
_spacing = 6


def _formatstring(cols, colwidth=_colwidth, spacing=_spacing):
    spacing *= ' '
    return spacing.join([c.center(colwidth) for c in cols])


c = TextCalendar()

firstweekday = c.getfirstweekday


def setfirstweekday(firstweekday):
    if not MONDAY <= firstweekday <= SUNDAY:
        raise IllegalWeekdayError(firstweekday)
    c.firstweekday = firstweekday


monthcalendar = c.monthdayscalendar
prweek = c.prweek
week = c.formatweek
weekheader = c.formatweekheader
prmonth = c.prmonth
month = c.formatmonth
calendar = c.formatyear
prcal = c.pryear


def format(cols, colwidth=_colwidth, spacing=_spacing):
    print(_formatstring(cols, colwidth, spacing))


def formatstring(cols, colwidth=_colwidth, spacing=_spacing):
    return _formatstring(cols, colwidth, spacing)


def timegm(tuple):
    """Unrelated but handy function to calculate Unix timestamp from GMT."""
    year, month, day, hour, minute, second = tuple[:6]
    days = datetime.date(year, month, 1).toordinal() - _EPOCH_ORD + day - 1
    hours = days * 24 + hour
    minutes = hours * 60 + minute
    seconds = minutes * 60 + second
    return seconds
