import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.findall('abc', 'ABC abc AbC', re.I))
t(lambda: re.findall('abc', 'ABC abc AbC', re.IGNORECASE))
t(lambda: re.findall('[a-c]+', 'xABCx', re.I))
t(lambda: re.findall('[^a-c]+', 'xABCx', re.I))
t(lambda: re.search(r'(\w+) \1', 'Hello hello', re.I).group())
t(lambda: re.findall('straße', 'STRASSE straße STRAẞE', re.I))
t(lambda: re.findall('é', 'É é', re.I))
t(lambda: re.findall('σ', 'Σσς', re.I))
t(lambda: re.findall('k', 'kK\u212a', re.I))
t(lambda: re.findall('s', 'sS\u017f', re.I))
t(lambda: re.findall('i', 'iI\u0130\u0131', re.I))
t(lambda: re.findall('[i]', 'iI\u0130\u0131', re.I))
t(lambda: re.findall('\u0130', 'iI\u0130\u0131', re.I))
