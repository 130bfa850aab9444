import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


for p in ['(?P=x)', '(?P<a>a)(?P=b)', '(?(x)a|b)', '(?P<a>a)(?(b)a)', '(?P=1)', '(?P=)', '(?P=a', '(?P<a>(?P=a))']:
    try:
        re.compile(p)
        print(repr(p), 'ok')
    except re.error as e:
        print(repr(p), e)
t(lambda: re.match('(?P<a>x)', 'x').group('b'))
t(lambda: re.sub('(?P<a>x)', r'\g<zz>', 'x'))
