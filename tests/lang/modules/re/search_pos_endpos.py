import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


p = re.compile(r'\d')
t(lambda: p.search('a1b2c3', 2))
t(lambda: p.search('a1b2c3', 2, 3))
t(lambda: p.search('a1b2c3', 4, 100).span())
t(lambda: p.search('a1b2c3', -5).span())
t(lambda: p.search('a1b2c3', 10))
t(lambda: p.search('a1b2c3', 3, 2))
t(lambda: p.search('a1b2c3', pos=3).span())
t(lambda: p.search('a1b2c3', endpos=2).span())
t(lambda: p.search(string='x9').span())
q = re.compile('^a')
t(lambda: q.search('ba', 1))
t(lambda: re.compile('a$').search('ab', 0, 1).span())
t(lambda: re.compile(r'\b').search('ab', 1))
t(lambda: re.compile(r'(?<=a)b').search('ab', 1).span())
t(lambda: p.search('a1', 'x'))
t(lambda: p.search('a1', 1.5))
m = p.search('xx5yy', 1, 4)
print(m.pos, m.endpos, m.string, m.re is p)
