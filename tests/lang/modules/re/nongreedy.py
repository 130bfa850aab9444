import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.search('<.*>', '<a><b>').group())
t(lambda: re.search('<.*?>', '<a><b>').group())
t(lambda: re.findall('<.+?>', '<a><bb><>'))
t(lambda: re.match('a+?', 'aaa').group())
t(lambda: re.match('a*?b', 'aaab').group())
t(lambda: re.match('a??', 'a').group())
t(lambda: re.match('a{2,4}?', 'aaaa').group())
t(lambda: re.match(r'(\d+?)(\d+)', '12345').groups())
t(lambda: re.findall(r'"(.*?)"', 'say "a" and "b c"'))
