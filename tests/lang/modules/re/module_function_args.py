import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.search('a'))
t(lambda: re.search())
t(lambda: re.search('a', 'b', 0, 1))
t(lambda: re.search('a', 'b', flag=1))
t(lambda: re.search('a', 'a', pattern='a'))
t(lambda: re.match(pattern='a', string='ab').span())
t(lambda: re.sub('a', 'b'))
t(lambda: re.sub())
t(lambda: re.sub('a', 'b', 'c', 1, 0, 9))
t(lambda: re.split('a'))
t(lambda: re.findall(pattern='a', string='aa'))
t(lambda: re.compile())
t(lambda: re.compile('a', 0, 1))
t(lambda: re.escape())
t(lambda: re.escape('a', 'b'))
t(lambda: re.fullmatch('a', 'a', 0, 0))
print(re.search.__name__, re.sub.__name__)
