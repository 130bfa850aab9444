import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.findall(rb'\w+', b'caf\xe9 x_1'))
t(lambda: re.findall(rb'\d+', b'12 \xd9\xa2'))
t(lambda: re.findall(rb'\s', b'a b\tc\x0bd\x1ce\xa0f'))
t(lambda: re.findall(rb'\S+', b'a\xa0b'))
t(lambda: re.findall(rb'[\W]', b'a-\xe9'))
t(lambda: re.findall(rb'\b\w', b'ab cd'))
t(lambda: re.findall(r'[\w-]+', 'a-b é', re.A))
t(lambda: re.findall(r'[^\d]', 'a1٢', re.A))
t(lambda: re.findall(r'\S', 'a\u00a0b', re.A))
t(lambda: re.findall(rb'(?i)[a-z]+', b'ABC\xc9'))
t(lambda: re.findall(rb'.', b'a\nb\xff'))
