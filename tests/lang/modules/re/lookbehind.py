import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.findall(r'(?<=\$)\d+', 'cost $30 and $45'))
t(lambda: re.findall(r'(?<!\$)\b\d+', 'cost $30 and 45'))
t(lambda: re.search(r'(?<=abc)def', 'abcdef').span())
t(lambda: re.search(r'(?<=a|b)c', 'bc').span())
t(lambda: re.search(r'(?<=(?:ab|cd))x', 'cdx').span())
t(lambda: re.search(r'(?<=\d{3})x', '123x').span())
t(lambda: re.search(r'(?<=^)a', 'a').span())
t(lambda: re.search(r'(?<=é)x', 'éx').span())
t(lambda: re.compile(r'(?<=a)b').search('ab', 1).span())
t(lambda: re.findall(r'(?<=(\w))\d', 'a1b2'))
t(lambda: re.search(r'(?<![a-z])x', 'ax bx x').span())
