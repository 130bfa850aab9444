import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


print(repr(re.compile('a+')))
print(repr(re.compile('a+', re.IGNORECASE)))
print(repr(re.compile('a', re.I | re.M | re.S | re.X)))
print(repr(re.compile('a', re.A)))
print(repr(re.compile('a', re.U)))
print(repr(re.compile(b'a')))
print(repr(re.compile(b'a', re.L)))
print(repr(re.compile(b'a', re.I | re.A)))
print(repr(re.compile("it's")))
print(repr(re.compile('\n\t\\d')))
print(repr(re.compile('x' * 250)))
print(repr(re.compile('(?i)a')))
print(repr(re.compile('a', 1024)))
print(str(re.compile('é')))
