import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


for p in ['a**', 'a*+?', 'a{2}{3}', 'a+*', 'a??+', 'a*?*', '(?:a*)*', 'a{1,2}*', 'a*{2}']:
    try:
        re.compile(p)
        print(repr(p), 'ok')
    except re.error as e:
        print(repr(p), e)
