# gmtime over many instants: each field, weekday and year day against the calendar, fractional and negative seconds
import time
for s in [0, 0.5, 0.999999, -0.5, -0.999, -1e-9, 59.9, 86399.99, -86400.5, 1e9 + 0.75, 951868800, 951955200, 978307199, 978307200,
          1078012800, 4107542400, 253402300799, -62135596800, -2208988800, -11644473600, 1.5e10, 2**32, 2**40]:
    g = time.gmtime(s)
    print(repr(s), tuple(g), g.tm_zone, g.tm_gmtoff)
for y in range(1896, 2110, 7):
    g = time.gmtime((y - 1970) * 365.2425 * 86400)
    print(y, g.tm_year, g.tm_yday, g.tm_wday)
for bad in [float('inf'), float('-inf'), float('nan'), 1e20, -1e20, 10**30, 'x', [0], b'0']:
    try:
        print(time.gmtime(bad))
    except Exception as e:
        print(type(e).__name__, e)
print(time.gmtime(True), time.gmtime(False) == time.gmtime(0), time.gmtime(None).tm_year > 2000)
