import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

class MyDate(date):
    def next_day(self):
        return self + timedelta(1)
    def label(self):
        return 'd:' + self.isoformat()
class MyDT(datetime):
    extra = 'x'
d = MyDate(2024, 1, 31)
print(repr(d), d.label(), type(d.next_day()).__name__, d.next_day().label(), type(d.replace(day=1)).__name__, type(d - timedelta(1)).__name__)
print(type(MyDate.fromordinal(5)).__name__, type(MyDate.fromisoformat('2024-01-02')).__name__, type(MyDate.fromisocalendar(2024, 1, 1)).__name__, d == date(2024, 1, 31), d - date(2024, 1, 1))
m = MyDT(2024, 1, 2, 3, 4)
print(repr(m), m.extra, type(m + timedelta(1)).__name__, type(m.replace(hour=1)).__name__, type(MyDT.strptime('2024', '%Y')).__name__, type(MyDT.fromisoformat('2024-01-01')).__name__)
print(type(MyDT.combine(date(2024, 1, 1), time())).__name__, type(MyDT.utcfromtimestamp(0)).__name__, type(m.astimezone(timezone.utc)).__name__, m.date(), type(m.date()).__name__)
print(isinstance(m, date), isinstance(d, datetime), m - datetime(2024, 1, 1))
try:
    class MyTZ(timezone):
        pass
except TypeError as e:
    print(e)
class MyTime(time):
    pass
print(repr(MyTime(1, 2)), type(MyTime(1).replace(hour=2)).__name__)
class WithInit(date):
    def __new__(cls, y, m, d, tag=''):
        self = super().__new__(cls, y, m, d)
        self.tag = tag
        return self
