import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.search('a$', 'a\n').span())
t(lambda: re.search('a$', 'a\n\n'))
t(lambda: re.findall('$', 'a\n'))
t(lambda: re.search('$', 'a\nb\n').span())
t(lambda: re.findall('a$', 'a\na\n', re.M))
t(lambda: re.search(r'\n$', 'a\n').span())
t(lambda: re.search('a$', 'a\r\n'))
t(lambda: re.fullmatch('a$', 'a'))
t(lambda: re.sub('$', '#', 'x\n'))
t(lambda: re.search('^$', ''))
t(lambda: re.search('^$', '\n').span())
