import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


m = re.match(r'(?P<first>\w+) (?P<last>\w+)(?: (\w+))?', 'Isaac Newton physicist')
print(m.group(), m.group(0), m.group(1), m.group(2), m.group(3))
print(m.group('first'), m.group('last'))
print(m.group(1, 2), m.group('first', 3, 0))
t(lambda: m.group(4))
t(lambda: m.group(-1))
t(lambda: m.group('nope'))
t(lambda: m.group(1.0))
t(lambda: m.group(True))
t(lambda: m.group([1]))
t(lambda: m.group(10 ** 20))
t(lambda: m.group(x=1))
m2 = re.match(r'(a)(b)?', 'a')
print(m2.group(2), m2.group(1, 2))
