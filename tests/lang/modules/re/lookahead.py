import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.findall(r'\w+(?=,)', 'a, b, c'))
t(lambda: re.findall(r'\d+(?!px)', '10px 20em 30'))
t(lambda: re.search(r'(?=\d)\w+', 'abc 1x').group())
t(lambda: re.match(r'(?=.*\d)(?=.*[a-z]).{6,}', 'abc123').group())
t(lambda: re.match(r'(?=.*\d)(?=.*[a-z]).{6,}', 'abcdef'))
t(lambda: re.findall(r'(?=(\w\w))', 'abcd'))
t(lambda: re.search(r'a(?=b)', 'ac ab').span())
t(lambda: re.search(r'(?=\.)x?\.', '.').span())
t(lambda: re.search(r'(?=a)b?a', 'a').span())
t(lambda: re.search(r'(?!a)\w', 'aab').group())
t(lambda: re.findall(r'(?=a)*b', 'ab'))
