import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.split(r'(\W+)', 'Words, words, words.'))
t(lambda: re.split(r'(,)|(;)', 'a,b;c'))
t(lambda: re.split(r'((a)(b))', 'xaby'))
t(lambda: re.split(r'(?:,)', 'a,b'))
t(lambda: re.split(r'(?P<sep>[-+])', '1+2-3'))
