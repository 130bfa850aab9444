import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


for p in ['(?<=a+)b', '(?<=a|bc)d', '(?<!x*)y', '(?<=a{1,2})b', '(?<=ab|cd)e', '(?<=(a|b))c', '(?<=a{3})b', r'(?<=\d\d)x', '(?<=.)a']:
    try:
        re.compile(p)
        print(repr(p), 'ok')
    except re.error as e:
        print(repr(p), e, e.pos)
for p in [r'(?<=(a)\1)b', r'(?<=\1)(a)']:
    try:
        re.compile(p)
        print(repr(p), 'ok')
    except re.error as e:
        print(repr(p), e, e.pos)
