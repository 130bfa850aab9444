import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.search(r'a(?#comment)b', 'ab').span())
t(lambda: re.search(r'a(?#x)*', 'aaa').group())
t(lambda: re.search(r'(?#start)a', 'a').span())
t(lambda: re.compile(r'a(?#unterminated'))
t(lambda: re.search(r'a(?#c)|b', 'b').group())
