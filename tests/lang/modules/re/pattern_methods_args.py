import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


p = re.compile('a')
t(lambda: p.search())
t(lambda: p.search('a', 0, 1, 2))
t(lambda: p.search('a', foo=1))
t(lambda: p.search('a', 0, pos=0))
t(lambda: p.match(string='a').span())
t(lambda: p.fullmatch('a', endpos=1).span())
t(lambda: p.findall())
t(lambda: p.sub('b'))
t(lambda: p.sub(repl='b', string='aa', count=1))
t(lambda: p.split('bab', maxsplit=1))
t(lambda: p.split())
t(lambda: p.search(5))
t(lambda: p.search(None))
t(lambda: p.search(b'a'))
t(lambda: re.compile(b'a').search('a'))
t(lambda: p.search('a', 10 ** 30))
t(lambda: p.finditer())
