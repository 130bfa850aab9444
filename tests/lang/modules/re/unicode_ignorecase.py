import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.findall('ÄÖÜ', 'äöü ÄÖÜ', re.I))
t(lambda: re.findall('[à-ÿ]+', 'ÀÉÎ', re.I))
t(lambda: re.findall('ω', 'Ω ω', re.I))
t(lambda: re.findall('µ', 'µ μ Μ', re.I))
t(lambda: re.findall('ǅ', 'Ǆ ǅ ǆ', re.I))
t(lambda: re.findall('ß', 'ß ẞ', re.I))
t(lambda: re.findall('[ſ]', 's S', re.I))
t(lambda: re.findall(r'(?i)\u212a', 'kK'))
t(lambda: re.findall('[k]', '\u212a', re.I))
t(lambda: re.findall('ı', 'iIİı', re.I))
t(lambda: re.findall(r'[^i]', 'iIİıx', re.I))
t(lambda: re.findall('θ', 'Θθϑ', re.I))
