import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


m = re.match(r'(\d+)\.?(\d+)?', '24')
print(m.groups())
print(m.groups('0'))
print(m.groups(default='x'))
t(lambda: m.groups(1, 2))
t(lambda: m.groups(foo=1))
print(re.match('a', 'a').groups())
print(re.match('(a)|(b)', 'b').groups(''))
