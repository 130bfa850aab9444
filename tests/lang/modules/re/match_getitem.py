import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


m = re.match(r'(?P<first>\w+) (\w+)', 'Isaac Newton')
print(m[0], m[1], m[2], m['first'])
t(lambda: m[3])
t(lambda: m['nope'])
t(lambda: m[-1])
t(lambda: m[1:2])
t(lambda: len(m))
m2 = re.match('(a)|(b)', 'a')
print(m2[2])
