import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


print(re.IGNORECASE == re.I, re.M == re.MULTILINE, re.S == re.DOTALL, re.I == 2)
print(int(re.A), int(re.I), int(re.L), int(re.M), int(re.S), int(re.U), int(re.X), int(re.DEBUG) > 0)
print(int(re.I | re.M), int(re.NOFLAG))
print(re.compile('a', re.I | re.M | re.S).flags)
print(re.compile('a', re.I + re.M).flags)
print(re.compile('a').flags, re.compile(b'a').flags)
print(re.compile('a', re.X).flags, re.compile('a', re.U).flags)
print(bool(re.compile('a', re.I).flags & re.I))
