import time

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for s in [0, 1, -1, 86399, 86400, 951782400, 1234567890, 1700000000.9, -1.5, 2**31, -2**31, 253402300799, 4102444800]:
    g = time.gmtime(s)
    print(s, g, g.tm_zone, g.tm_gmtoff, tuple(g))
t(lambda: time.gmtime('x'))
t(lambda: time.gmtime(float('nan')))
t(lambda: time.gmtime(1e300))
print(time.localtime(0), time.localtime(0).tm_zone)
