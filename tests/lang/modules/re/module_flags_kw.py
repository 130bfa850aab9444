import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.findall('^a', 'a\nA\na', flags=re.I | re.M))
t(lambda: re.search('A.B', 'a\nb', flags=re.I | re.S).span())
t(lambda: re.split('X', 'axbXc', flags=re.I))
t(lambda: re.sub('X', '-', 'axbXc', flags=re.I))
t(lambda: re.subn('X', '-', 'axbXc', 1, re.I))
t(lambda: [m.span() for m in re.finditer('A', 'aAa', flags=re.I)])
t(lambda: re.fullmatch('abc', 'ABC', re.I).group())
t(lambda: re.match('a b', 'ab', re.X).group())
t(lambda: re.compile('a', flags=re.I | re.A).flags)
t(lambda: re.findall(r'\w', 'aé', re.A | re.I))
t(lambda: re.search('a', 'A', flags=2.5))
t(lambda: re.search('a', 'A', flags=None))
