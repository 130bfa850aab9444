import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


for p in ['*', '+a', '?', 'a|*', '(*)', '^*', '$+', r'\b*', r'\A?', '(?i)*', 'x{2}', '{1}']:
    try:
        re.compile(p)
        print(repr(p), 'ok')
    except re.error as e:
        print(repr(p), e)
