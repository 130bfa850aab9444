import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.split(r'\s+', 'a b  c\td'))
t(lambda: re.split(r',\s*', 'a, b,c,   d'))
t(lambda: re.split('x', 'abc'))
t(lambda: re.split('x', ''))
t(lambda: re.split(r'\W+', 'Words, words, words.'))
t(lambda: re.split('[ab]', 'xaybzx'))
t(lambda: re.compile(r';').split('a;b;;c'))
t(lambda: re.split(r'\d', 'a1b2c3'))
