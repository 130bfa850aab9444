import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.fullmatch(r'\d+', '12345').span())
t(lambda: re.fullmatch(r'\d+', '12345x'))
t(lambda: re.fullmatch('a|ab', 'ab').group())
t(lambda: re.fullmatch('a*?', 'aaa').group())
t(lambda: re.fullmatch('(a|ab)(c|bcd)', 'abcd').groups())
p = re.compile('ab')
t(lambda: p.fullmatch('xaby', 1, 3).span())
t(lambda: p.fullmatch('xaby', 1, 4))
t(lambda: re.fullmatch('', ''))
t(lambda: re.fullmatch('a$', 'a\n'))
t(lambda: re.fullmatch(r'[\w.]+@[\w.]+', 'joe.x@mail.example.org').group())
