import datetime as D
from datetime import date, time, datetime, timedelta, timezone, tzinfo

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

# the clock's value differs between runs; only shapes and relations are printed
n = datetime.now()
print(type(n).__name__, n.tzinfo, isinstance(date.today(), date), type(datetime.utcnow()).__name__)
a = datetime.now(timezone.utc)
print(a.tzinfo, a.utcoffset(), abs(a - datetime.now(timezone.utc)) < timedelta(seconds=60))
print(abs(datetime.now() - datetime.utcnow()) < timedelta(seconds=60), date.today().year > 2000)
print(datetime.today().tzinfo, abs(datetime.now(timezone(timedelta(hours=3))) - a) < timedelta(seconds=60))
t(lambda: datetime.now(5))
class MyDT(datetime):
    pass
print(type(MyDT.now()).__name__, type(MyDT.today()).__name__)
