import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


a = re.compile('ab+')
b = re.compile('ab+', 0)
re.purge()
c = re.compile('ab+')
print(a == b, a == c, a != c, a is c)
print(hash(a) == hash(c))
print(a == re.compile('ab+', re.I))
print(a == re.compile(b'ab+'))
print(a == 'ab+')
print(re.compile('(?i)a') == re.compile('a', re.I))
d = {a: 1}
print(d[c])
print(len({a, c, re.compile('x')}))
t(lambda: a < c)
