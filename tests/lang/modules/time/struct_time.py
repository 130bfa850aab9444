import time

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

g = time.gmtime(1234567890)
print(g.tm_year, g.tm_mon, g.tm_mday, g.tm_hour, g.tm_min, g.tm_sec, g.tm_wday, g.tm_yday, g.tm_isdst)
print(g[0], g[-1], g[2:5], len(g), list(g), g == tuple(g), isinstance(g, tuple), type(g).__name__)
y, mo, d, *rest = g
print(y, mo, d, rest)
s = time.struct_time((2024, 1, 2, 3, 4, 5, 1, 2, 0))
print(s, s.tm_zone, s.tm_gmtoff, s.n_fields, s.n_sequence_fields, s.n_unnamed_fields)
s2 = time.struct_time((2024, 1, 2, 3, 4, 5, 1, 2, 0, 'XYZ', 3600))
print(s2, s2.tm_zone, s2.tm_gmtoff, len(s2), s == s2)
t(lambda: time.struct_time((1, 2, 3)))
t(lambda: time.struct_time(tuple(range(12))))
t(lambda: setattr(s, 'tm_year', 5))
print(time.struct_time([1, 2, 3, 4, 5, 6, 7, 8, 9]))
