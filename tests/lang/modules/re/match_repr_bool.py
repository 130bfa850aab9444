import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


print(repr(re.match('abc', 'abcdef')))
print(re.search(r'\d+', 'x 1234 y'))
print(re.match('', 'x'))
print(re.search('a.c', 'xa\ncabc'))
print(repr(re.search("'", "it's")))
print(repr(re.search('x+', 'x' * 80)))
print(repr(re.search('é+', 'ééé')))
print(repr(re.search(b'\\d', b'a1')))
print(bool(re.match('', '')), bool(re.match('x', 'y')))
m = re.match('a', 'a')
if m:
    print('truthy')
print(type(m).__name__, type(re.compile('x')).__name__)
print(type(m), type(re.compile('x')))
print(isinstance(m, re.Match), isinstance(re.compile('x'), re.Pattern))
