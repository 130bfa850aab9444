import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


for p in ['a{3,2}', '(?P<1a>x)', '(?P<a-b>x)', '(?P<>x)', '(?P<a>x)(?P<a>y)', '(?Px)', '(?<x)', '(?', '(?P', '(?#abc', '(?(1)a|b|c)', 'a{1,2', 'x{a}', '(?Q)', r'\N{LATIN SMALL LETTER A}']:
    try:
        re.compile(p)
        print(repr(p), 'ok')
    except re.error as e:
        print(repr(p), e)
t(lambda: re.compile('a{4294967296}'))
t(lambda: re.compile('a{1,4294967296}'))
