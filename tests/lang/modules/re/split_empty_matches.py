import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.split('x*', 'axbc'))
t(lambda: re.split('', 'abc'))
t(lambda: re.split(r'\b', 'a b'))
t(lambda: re.split('(?m)^', 'l1\nl2\n'))
t(lambda: re.split('a*', 'baaac'))
t(lambda: re.split('(x*)', 'ab'))
