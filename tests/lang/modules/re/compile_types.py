import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.compile(5))
t(lambda: re.compile(None))
t(lambda: re.compile(['a']))
p = re.compile('a')
t(lambda: re.compile(p) is p)
t(lambda: re.compile(p, re.I))
t(lambda: re.compile(p, 0) is p)
t(lambda: re.search(p, 'xa').span())
t(lambda: re.compile('a', 'x'))
t(lambda: re.compile('a', 2.0))
t(lambda: re.compile('a', True).flags)
t(lambda: re.compile(b'a').pattern)
t(lambda: re.compile('a', flags=re.M).flags)
