def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

import time
g = time.gmtime(1000000000)
for f in ['%-H|%-M|%-S|%-j', '%_H|%_j|%_y', '%0e|%0k', '%^a|%^B|%^b', '%#Z' if False else '%%%%']:
    print(repr(f), repr(time.strftime(f, g)))
