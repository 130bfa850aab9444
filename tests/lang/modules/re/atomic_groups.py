import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.match('(?>a*)a', 'aaa'))
t(lambda: re.match('(?>a|ab)c', 'abc'))
t(lambda: re.match('(?>ab|a)c', 'abc').group())
t(lambda: re.match(r'(?>(\w+))!', 'abc!').groups())
t(lambda: re.search(r'(?>x+)y', 'xxxy').span())
t(lambda: re.match('(?>a)*', 'aaa').group())
t(lambda: re.compile('(?>'))
