import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


def li(p, s):
    m = re.match(p, s)
    print(p, m.lastindex, m.lastgroup)
li('(a)b', 'ab')
li('((a)b)', 'ab')
li('(a)(b)', 'ab')
li('(a)|(b)', 'b')
li('(?:(a)|b)*', 'ab')
li('(?:(a)|(b))*', 'ba')
li('(a)(b*)', 'a')
li('((a))', 'a')
li('(?P<x>a)(?P<y>b)', 'ab')
li('(?P<x>a)(b)', 'ab')
li('(?P<x>(b))', 'b')
li('a', 'a')
li('(a)?b', 'b')
li('(a(b)?)+', 'aba')
li('(a)(?=(b))', 'ab')
li('(?=.(b?))(|)', 'ab')
li('(?:(?=(a))a|b)+', 'ab')
li('(?=(ab))(a)', 'ab')
li('((?=(a))a)', 'a')
li('(a)(?!(b))', 'ac')
