# time.struct_time built from sequences: 9 and 11 fields, fields by name and index, errors
import time
st = time.struct_time((2024, 2, 29, 13, 45, 7, 3, 60, 0))
print(st)
print(st.tm_year, st.tm_mon, st.tm_mday, st.tm_hour, st.tm_min, st.tm_sec, st.tm_wday, st.tm_yday, st.tm_isdst, st.tm_zone, st.tm_gmtoff)
print(len(st), st[0], st[-1], st[1:4], tuple(st), list(st)[::3], st == (2024, 2, 29, 13, 45, 7, 3, 60, 0), isinstance(st, tuple))
st11 = time.struct_time((2024, 1, 1, 0, 0, 0, 0, 1, 0, 'XYZ', 3600))
print(st11, st11.tm_zone, st11.tm_gmtoff, len(st11))
print(time.struct_time([1970, 1, 1, 0, 0, 0, 3, 1, -1]).tm_isdst, time.struct_time(range(9)))
a, b, c, *rest = st
print(a, b, c, rest)
print(st < time.struct_time((2025, 1, 1, 0, 0, 0, 0, 1, 0)), sorted([st11, st])[0].tm_year, hash(st) == hash(tuple(st)))
for bad in [(1, 2, 3), tuple(range(12)), 5, 'abcdefghi', None]:
    try:
        print(time.struct_time(bad))
    except TypeError as e:
        print(type(e).__name__, e)
for attr in ['tm_year', 'tm_zone', 'other']:
    try:
        setattr(st, attr, 1)
    except AttributeError as e:
        print(type(e).__name__)
for t in (st, st11, time.gmtime(0)):
    try:
        t[0] = 1
    except TypeError as e:
        print(type(e).__name__, e)
    try:
        del t[0]
    except TypeError as e:
        print(type(e).__name__, e)
    try:
        hash(t) == hash(tuple(t))
        t.nope
    except AttributeError as e:
        print(type(e).__name__, e)
print(st.count(0), st.index(2024), st + (1,), (0,) + st[:2], st * 1 == tuple(st))
