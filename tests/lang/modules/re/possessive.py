import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.match('a*+a', 'aaa'))
t(lambda: re.match('a++b', 'aab').group())
t(lambda: re.match('a?+a', 'a'))
t(lambda: re.match('a{1,3}+a', 'aaaa').group())
t(lambda: re.match(r'"[^"]*+"', '"abc"').group())
t(lambda: re.match(r'(?:ab)++c', 'ababc').group())
t(lambda: re.match(r'(\w)*+x', 'abcx').groups())
t(lambda: re.findall(r'\d++', '12 345'))
