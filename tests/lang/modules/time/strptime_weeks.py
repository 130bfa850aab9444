# strptime with %U/%W/%G/%V: week 0, days past the year's end (tm_yday runs on), the ISO checks, CPython's date range
import time, datetime
cases = [('2024 10', '%Y %V'), ('10', '%V'), ('10 1', '%V %u'), ('2024 10 1', '%Y %V %u'), ('2024', '%G'), ('2024 10', '%G %V'),
         ('2024 1', '%G %u'), ('2024 10 1 5', '%G %V %u %j'), ('2024 10 1', '%G %V %u'), ('2024 2024 10 1', '%Y %G %V %u'),
         ('2024 10 1 3', '%G %V %u %U'), ('2024 10 1 3', '%Y %V %u %W'), ('2024 3 1', '%G %W %u'), ('2020 53 7', '%G %V %u'),
         ('2021 1 1', '%G %V %u'), ('2024 1 Mon', '%G %V %a'), ('2024 52 0', '%G %V %w'), ('1 1 1', '%G %V %u'), ('2024 5', '%V %Y')]
for s, f in cases:
    for fn in (time.strptime, datetime.datetime.strptime):
        try:
            r = fn(s, f)
            print(repr(s), f, tuple(r) if fn is time.strptime else r)
        except Exception as e:
            print(repr(s), f, type(e).__name__, e)
for y in (2019, 2020, 2021, 2024, 2026, 1, 9999):
    for w in (0, 1, 2, 52, 53, 54):
        for d in (1, 4, 7):
            s = f'{y} {w} {d}'
            for f in ('%G %V %u', '%Y %U %u', '%Y %W %u'):
                for fn in (time.strptime, datetime.datetime.strptime):
                    try:
                        r = fn(s, f)
                        print(repr(s), f, tuple(r) if fn is time.strptime else r)
                    except Exception as e:
                        print(repr(s), f, type(e).__name__, e)
for s, f in [('0000-01-01', '%Y-%m-%d'), ('0001 0 1', '%Y %W %u'), ('0001 0 1', '%Y %U %u'), ('1 1 1', '%G %V %u'), ('9999 366', '%Y %j'),
             ('9999 365', '%Y %j'), ('2023 366', '%Y %j'), ('Feb 29', '%b %d'), ('Feb 29 Mon', '%b %d %a'), ('2024 0 0', '%Y %U %w'),
             ('2023 0 6', '%Y %U %w'), ('2023 0 0', '%Y %W %w'), ('2024 5', '%Y %U'), ('Feb 30', '%b %d'), ('0000', '%Y')]:
    for fn in (time.strptime, datetime.datetime.strptime):
        try:
            r = fn(s, f)
            print(repr(s), f, tuple(r) if fn is time.strptime else r)
        except Exception as e:
            print(repr(s), f, type(e).__name__, e)
