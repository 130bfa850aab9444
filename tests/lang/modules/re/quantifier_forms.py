import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.match('a{2}', 'aaa').group())
t(lambda: re.match('a{2,}', 'aaaa').group())
t(lambda: re.match('a{,2}', 'aaaa').group())
t(lambda: re.match('a{1,3}', 'aaaa').group())
t(lambda: re.match('a{0}', 'aaa').group())
t(lambda: re.match('a{}', 'a{}').group())
t(lambda: re.match('a{x}', 'a{x}').group())
t(lambda: re.match('a{1', 'a{1').group())
t(lambda: re.match('a{,}', 'aaa').group())
t(lambda: re.match('a{ 1}', 'a{ 1}').group())
t(lambda: re.match('a{01}', 'aa').group())
t(lambda: re.match('{', '{').group())
t(lambda: re.match('x{2,2}', 'xxx').group())
t(lambda: re.match(r'(ab){2}', 'ababab').groups())
t(lambda: re.match('a{1000}', 'a' * 1000).span())
t(lambda: re.search(r'\d{3}-\d{4}', 'call 555-1234').group())
