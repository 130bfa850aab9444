# strftime of the year family (%Y %C %G %g %y) over small, negative and 5-digit years, with flags; weekday and year-day fields as C reads them
import time
for y in [1, 9, 10, 99, 100, 999, 1000, 0, -1, -99, -100, -101, -1000, 10000, 12345]:
    t=(y,1,1,0,0,0,0,1,0)
    try: print(y, repr(time.strftime('%Y|%y|%C|%G|%g|%F|%c|%x|%D', t)))
    except Exception as e: print(y, type(e).__name__, e)
for wd in [-3, -2, -1, 0, 6, 7, 8, 100]:
    t=(2024,6,15,0,0,0,wd,1,0)
    try: print(wd, repr(time.strftime('%a %u %w', t)))
    except Exception as e: print(wd, type(e).__name__, e)
    try: print(wd, repr(time.asctime(t)))
    except Exception as e: print(wd, type(e).__name__, e)
for yd in [-1, 0, 1, 366, 367]:
    t=(2024,6,15,0,0,0,0,yd,0)
    try: print(yd, repr(time.strftime('%j', t)))
    except Exception as e: print(yd, type(e).__name__, e)
for y in [1, 10, 99, 100, 999, 2000, 2023, 2024, -1, -101, 10000]:
    for fl in ['', '0', '_', '-']:
        print(y, fl, time.strftime(f'%{fl}C|%{fl}Y|%{fl}G|%{fl}g|%{fl}V|%{fl}y', (y, 3, 3, 0, 0, 0, 0, 1, 0)))
out = []
for y in (1999, 2000, 2001, 2004, 2020, 2021, 1, 0, -1):
    for yd in list(range(1, 12)) + list(range(355, 367)):
        for wd in range(-1, 8):
            out.append(time.strftime('%G %V %g %U %W %a', (y, 1, 1, 0, 0, 0, wd, yd, 0)))
print(len(out), hash(tuple(out)) == hash(tuple(out)))
for i in range(0, len(out), 40):
    print(out[i:i+40])
