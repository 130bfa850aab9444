import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.search(r'\d+', 'abc 123 def 45'))
t(lambda: re.search(r'\d+', 'no digits'))
t(lambda: re.search('b', 'abc').span())
t(lambda: re.search('', 'abc').span())
t(lambda: re.search('c$', 'abc\n').span())
t(lambda: re.search(r'(\w+)@(\w+)\.com', 'mail: joe@example.com!').groups())
t(lambda: re.search('x|y|z', 'aaz').group())
t(lambda: bool(re.search('a', 'bab')))
t(lambda: re.search(r'\s+', 'a \t\nb').span())
t(lambda: re.search('^abc', 'xabc'))
