import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.sub('a', 'b', 'aaaa', 2))
t(lambda: re.sub('a', 'b', 'aaaa', count=1))
t(lambda: re.sub('a', 'b', 'aaaa', 0))
t(lambda: re.sub('a', 'b', 'aaaa', -1))
t(lambda: re.compile('a').sub('b', 'aaaa', 3))
t(lambda: re.compile('a').sub('b', 'aaaa', count=2))
t(lambda: re.sub('a', 'b', 'aaaa', 'x'))
t(lambda: re.sub('A', 'b', 'aaaa', 1, re.I))
t(lambda: re.sub('A', 'b', 'aaaa', flags=re.I))
