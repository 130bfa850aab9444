import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.subn(r'\d', '#', 'a1b22'))
t(lambda: re.subn('x', '#', 'abc'))
t(lambda: re.subn('', '-', 'ab'))
t(lambda: re.subn('a', lambda m: 'A', 'banana', 2))
t(lambda: re.compile('n').subn('N', 'banana'))
t(lambda: re.compile('n').subn('N', 'banana', count=1))
t(lambda: re.subn(b'a', b'b', b'aXa'))
