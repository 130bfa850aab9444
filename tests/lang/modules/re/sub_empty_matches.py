import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.sub('x*', '-', 'abxd'))
t(lambda: re.sub('', '-', 'abc'))
t(lambda: re.sub('a*', '-', 'baaac'))
t(lambda: re.sub(r'\b', '|', 'one two'))
t(lambda: re.sub('(?m)^', '> ', 'line1\nline2\n'))
t(lambda: re.sub('$', '!', 'a\n'))
t(lambda: re.sub('x?', '.', 'éxé'))
