import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


p = re.compile(r'(?P<year>\d{4})-(\d\d)-(?P<day>\d\d)', re.M)
print(p.pattern, p.flags, p.groups)
print(sorted(p.groupindex.items()), p.groupindex, repr(p.groupindex))
print(p.groupindex['year'], p.groupindex['day'], len(p.groupindex))
print(re.compile('abc').groups, dict(re.compile('abc').groupindex))
print(re.compile(b'(x)').pattern, re.compile(b'(x)').groups)
gi = p.groupindex
t(lambda: gi['nope'])
t(lambda: p.nosuch)
print(dict(p.groupindex), 'year' in gi, gi.get('x', 0), list(gi.keys()), repr(re.compile('x').groupindex))
t(lambda: gi.__setitem__('x', 1))
