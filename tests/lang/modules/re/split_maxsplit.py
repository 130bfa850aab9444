import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.split(r'\W+', 'Words, words, words.', 1))
t(lambda: re.split(r'\W+', 'Words, words, words.', maxsplit=2))
t(lambda: re.split(',', 'a,b,c', 0))
t(lambda: re.split(',', 'a,b,c', -1))
t(lambda: re.split(',', 'a,b,c', 10))
t(lambda: re.compile(',').split('a,b,c', maxsplit=1))
t(lambda: re.split('[A-Z]', 'aBcDe', 1, re.I))
t(lambda: re.split('[A-Z]', 'aBcDe', flags=re.I))
