import time

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

g = time.gmtime(1234567890)
print(time.mktime(g), time.mktime((2024, 1, 2, 3, 4, 5, 0, 0, 0)), time.mktime((2024, 14, 2, 3, 4, 5, 0, 0, 0)), time.mktime((1970, 1, 1, 0, 0, 0, 0, 0, 0)))
print(time.asctime(g), time.ctime(0), time.ctime(1e9), time.ctime(-86400))
print(time.asctime((2024, 1, 2, 3, 4, 5, 1, 2, 0)))
t(lambda: time.mktime(5))
t(lambda: time.mktime((1, 2)))
t(lambda: time.asctime((2024, 13, 2, 3, 4, 5, 1, 2, 0)))
t(lambda: time.asctime(5))
print(isinstance(time.asctime(), str), isinstance(time.ctime(), str))
