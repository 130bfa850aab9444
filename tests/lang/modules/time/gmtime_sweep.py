def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

import time
for i in range(-5, 30):
    s = i * 86400 * 45 + i * 3671
    g = time.gmtime(s)
    print(s, tuple(g), time.strftime('%c %j %U %W', g), time.mktime(g) == s)
