import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.search(r'\Aab', 'ab').span())
t(lambda: re.search(r'\Aab', 'xab'))
t(lambda: re.search(r'\Aab', 'x\nab', re.M))
t(lambda: re.search(r'ab\Z', 'ab').span())
t(lambda: re.search(r'ab\Z', 'ab\n'))
t(lambda: re.search(r'ab\Z', 'ab\nx', re.M))
t(lambda: re.compile(r'\Ab').search('ab', 1))
t(lambda: re.compile(r'a\Z').search('ab', 0, 1).span())
t(lambda: re.findall(r'\A|\Z', 'ab'))
t(lambda: re.sub(r'\A', '^', 'x\ny'))
