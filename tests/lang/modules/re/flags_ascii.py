import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.findall(r'\w+', 'héllo wörld'))
t(lambda: re.findall(r'\w+', 'héllo wörld', re.A))
t(lambda: re.findall(r'\w+', 'héllo wörld', re.ASCII))
t(lambda: re.findall(r'\d+', '12 ١٢٣ ४५'))
t(lambda: re.findall(r'\d+', '12 ١٢٣ ४५', re.A))
t(lambda: re.findall(r'\s+', 'a\u00a0b\u2003c d'))
t(lambda: re.findall(r'\s+', 'a\u00a0b\u2003c d', re.A))
t(lambda: re.findall(r'\bé', 'é xé'))
t(lambda: re.findall(r'\bé', 'é xé', re.A))
t(lambda: re.findall('é', 'É é', re.A | re.I))
t(lambda: re.findall('e', 'E e', re.A | re.I))
t(lambda: re.findall('k', 'k\u212aK', re.A | re.I))
t(lambda: re.compile('a', re.A).flags)
t(lambda: re.compile('a', re.A | re.U))
t(lambda: re.compile('(?a)x', re.U))
t(lambda: re.compile('a', re.L))
t(lambda: re.compile(b'a', re.U))
t(lambda: re.compile(b'a', re.A | re.L))
t(lambda: re.compile(b'a', re.A).flags)
t(lambda: re.compile(b'a', re.L).flags)
