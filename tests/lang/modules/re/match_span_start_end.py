import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


m = re.search(r'(\w+) (\w+)?(x)?', 'say hello world')
print(m.span(), m.start(), m.end())
print(m.span(1), m.start(1), m.end(1))
print(m.span(2), m.span(3), m.start(3), m.end(3))
m2 = re.search(r'(?P<w>o+)', 'foo')
print(m2.span('w'), m2.start('w'), m2.end('w'))
t(lambda: m.span(4))
t(lambda: m.start('x'))
t(lambda: m.end(1, 2))
t(lambda: m.span(group=1))
print(re.search('$', 'abc').span())
