import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.search('a', b'a'))
t(lambda: re.search(b'a', 'a'))
t(lambda: re.findall('a', b'aa'))
t(lambda: re.sub('a', 'b', b'a'))
t(lambda: re.split(b'a', 'a'))
t(lambda: list(re.finditer('a', b'a')))
t(lambda: re.search('a', 5))
t(lambda: re.search('a', ['a']))
t(lambda: re.search('a', None))
t(lambda: re.fullmatch(b'a', 'a'))
