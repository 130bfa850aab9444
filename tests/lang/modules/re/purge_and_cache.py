import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


p1 = re.compile('ab+')
p2 = re.compile('ab+')
print(p1 is p2, p1 == p2)
p3 = re.compile('ab+', re.I)
print(p1 is p3, p1 == p3)
print(re.purge())
p4 = re.compile('ab+')
print(p4 == p1, p4.pattern)
for i in range(600):
    re.search('x%d' % i, 'x5')
print(re.search('x5', 'ax5').span())
t(lambda: re.purge(1))
