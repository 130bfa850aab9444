import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.findall(r'\d', '1٢३'))
t(lambda: re.findall(r'\D', '1a٢'))
t(lambda: re.findall(r'\w+', 'naïve café Ünïcödé 日本語 x_1'))
t(lambda: re.findall(r'\W+', 'a-b—c…d'))
t(lambda: re.findall(r'\s', 'a b\tc\nd\u00a0e\u2028f\u3000g\x1ch\x85i\u180ej'))
t(lambda: re.findall(r'\S+', 'a\u00a0b\u2003c'))
t(lambda: re.findall(r'[\d\s]+', '1 ٢\u00a0x'))
t(lambda: re.findall(r'[^\w\s]', 'a, b! é?'))
t(lambda: re.findall(r'[\W\d]', 'a1-é'))
t(lambda: re.findall(r'[\s\S]', 'a\nb'))
t(lambda: re.findall(r'[^\s\S]', 'a\nb'))
t(lambda: re.findall(r'[\S\n]', 'a\n b'))
t(lambda: re.findall(r'[^\S\n]', 'a\n b\t'))
t(lambda: re.findall(r'\w', '²³½'))
t(lambda: re.findall(r'\d', '²³½'))
