import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


for p in [')', 'a)', '(a))', 'a|b)', '(?:a))b', '())']:
    try:
        re.compile(p)
    except re.error as e:
        print(repr(p), e, e.pos)
