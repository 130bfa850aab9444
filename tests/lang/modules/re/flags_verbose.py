import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


p = re.compile(r"""
    (\d{3})   # area code
    [-.\s]?   # separator
    (\d{4})   # number
""", re.X)
t(lambda: p.search('call 555-1234 now').groups())
t(lambda: re.search(r'a b c', 'abc', re.VERBOSE).group())
t(lambda: re.search(r'a\ b', 'a b', re.X).group())
t(lambda: re.search(r'a[ ]b', 'a b', re.X).group())
t(lambda: re.search(r'a # comment', 'a', re.X).group())
t(lambda: re.search('a\\#b', 'a#b', re.X).group())
t(lambda: re.search(r'(?x) x  y ', 'xy').group())
t(lambda: re.search(r'a{1, 2}', 'a{1, 2}', re.X))
t(lambda: re.search(r'a{1,2}', 'aa', re.X).group())
t(lambda: re.compile('a  b', re.X).pattern)
