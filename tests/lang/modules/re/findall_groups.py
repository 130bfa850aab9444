import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.findall(r'(\w+)=(\d+)', 'a=1, b=22, c=x'))
t(lambda: re.findall(r'(\w+)=\d+', 'a=1, b=22'))
t(lambda: re.findall(r'(a)|(b)', 'ab'))
t(lambda: re.findall(r'(a)?b', 'b ab'))
t(lambda: re.findall(r'(?:a|b)+', 'abba c ab'))
t(lambda: re.findall(r'(?P<k>\w)(?P<v>\d)', 'a1b2'))
t(lambda: re.findall(r'((a)(b))', 'abab'))
