import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


for m in re.finditer(r'(\w)(\d)', 'a1 b2 c3'):
    print(m.span(), m.group(0), m.groups())
t(lambda: [m.span() for m in re.finditer('x*', 'axxb')])
t(lambda: [m.group() for m in re.finditer(r'\d+', 'no')])
t(lambda: [m.start() for m in re.finditer('a', 'banana')])
t(lambda: list(re.finditer('b', 'abc'))[0].span())
t(lambda: [m.span() for m in re.compile('.').finditer('abcd', 1, 3)])
t(lambda: type(re.finditer('a', 'a')).__name__)
