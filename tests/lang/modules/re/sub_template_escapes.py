import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.sub('b', r'\n', 'abc'))
t(lambda: re.sub('b', r'\t|\r|\f|\v|\a', 'abc'))
t(lambda: re.sub('b', r'\\', 'abc'))
t(lambda: re.sub('b', r'\0', 'abc'))
t(lambda: re.sub('b', r'\07', 'abc'))
t(lambda: re.sub('b', r'\101', 'abc'))
t(lambda: re.sub('b', r'\.', 'abc'))
t(lambda: re.sub('b', r'\-\(', 'abc'))
t(lambda: re.sub('b', 'new\nline', 'abc'))
t(lambda: re.sub('b', r'\é', 'abc'))
