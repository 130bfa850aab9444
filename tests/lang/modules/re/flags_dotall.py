import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.search('a.b', 'a\nb'))
t(lambda: re.search('a.b', 'a\nb', re.S).span())
t(lambda: re.search('a.b', 'a\nb', re.DOTALL).span())
t(lambda: re.findall('.', 'a\nb\r\n'))
t(lambda: re.findall('.', 'a\nb', re.S))
t(lambda: re.search('<.*>', '<a>\n<b>', re.S).group())
t(lambda: re.search('<.*?>', '<a>\n<b>', re.S).group())
