import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.match('abc', 'abcdef').span())
t(lambda: re.match('abc', 'xabc'))
t(lambda: re.match(r'\d*', 'abc').span())
t(lambda: re.match('(a)(b)?', 'ac').groups())
p = re.compile('b')
t(lambda: p.match('ab', 1).span())
t(lambda: p.match('ab'))
t(lambda: p.match('ab', 1, 1))
t(lambda: re.match('a|ab', 'ab').group())
t(lambda: re.match('.*', 'line1\nline2').group())
t(lambda: re.match(r'(?s).*', 'line1\nline2').group())
