import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


for p in ['[', '[a', '[a-', '[^', '[]', '[^]', r'[\]', 'x[a-z', '[[]', '[a]]']:
    try:
        re.compile(p)
        print(repr(p), 'ok')
    except re.error as e:
        print(repr(p), e)
