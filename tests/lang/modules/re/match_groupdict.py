import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


m = re.match(r'(?P<first>\w+) (?P<last>\w+)(?: (?P<extra>\w+))?', 'Malcolm Reynolds')
print(m.groupdict())
print(m.groupdict('-'))
print(m.groupdict(default=0))
print(re.match('(a)', 'a').groupdict())
print(list(re.match('(?P<b>x)(?P<a>y)', 'xy').groupdict()))
t(lambda: m.groupdict(1, 2))
