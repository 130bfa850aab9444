import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


p = re.compile(r'\d+')
s = 'ab 12 cd'
m = p.search(s, 1, 7)
print(m.pos, m.endpos, m.string, m.re is p, m.re.pattern)
m = p.search(s, -3, 100)
print(m.pos, m.endpos)
m = re.search('b', 'abc')
print(m.pos, m.endpos, m.regs)
print(re.match('(a)(b)?', 'a').regs)
t(lambda: m.nosuch)
