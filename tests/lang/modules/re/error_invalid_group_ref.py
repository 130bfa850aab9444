import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


for p in [r'\1', r'(a)\2', r'(a\1)', '(?(1)a|b)', '(?(2)a)(b)', '(?(0)a)', '(?(-1)a)', '(?(a b)x)', r'(a)\11', r'()\9']:
    try:
        re.compile(p)
        print(repr(p), 'ok')
    except re.error as e:
        print(repr(p), e)
