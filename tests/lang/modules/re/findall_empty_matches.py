import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.findall('x*', 'abxd'))
t(lambda: re.findall('', 'abc'))
t(lambda: re.findall(r'\b', 'ab cd'))
t(lambda: re.findall(r'\b|a', 'a b'))
t(lambda: re.findall('a*', 'aab'))
t(lambda: re.findall('a*?', 'aab'))
t(lambda: re.findall('^', 'a\nb\n', re.M))
t(lambda: re.findall('$', 'a\nb\n', re.M))
t(lambda: re.findall('(?m)^$', 'a\n\nb\n'))
t(lambda: re.findall('.*', 'ab\ncd'))
t(lambda: re.findall(r'\s*', 'a b'))
t(lambda: re.findall('é*', 'aéé€'))
