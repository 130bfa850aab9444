import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.escape(b'a.b*c'))
t(lambda: re.escape(b'x y\n'))
t(lambda: re.escape(b'\xff\x00.'))
t(lambda: re.search(re.escape(b'1.5'), b'v=1.5').span())
