import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


for p in ['[z-a]', r'[\d-z]', r'[a-\w]', r'[\x41-\x40]', '[9-0]', '[a-a]', '[--a]', '[a--]', '[%--]', r'[\s-\d]']:
    try:
        re.compile(p)
        print(repr(p), 'ok')
    except re.error as e:
        print(repr(p), e)
