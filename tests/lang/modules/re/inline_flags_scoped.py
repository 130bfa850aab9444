import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.findall('(?i:a)b', 'ab Ab aB AB'))
t(lambda: re.findall('a(?-i:b)', 'ab Ab aB AB', re.I))
t(lambda: re.findall('(?s:a.)b|a.', 'a\nb a\nx'))
t(lambda: re.findall('(?m:^x)|y$', 'x\nx\ny\ny'))
t(lambda: re.findall(r'(?a:\w+) (\w+)', 'héllo wörld'))
t(lambda: re.findall(r'(?u:\w+)', 'héllo wörld', re.A))
t(lambda: re.findall(r'(?x: a b )c', 'abc'))
t(lambda: re.findall(r'(?i-s:a.)', 'A\nAx'))
t(lambda: re.findall(r'(?a:\b)x', 'éx x'))
t(lambda: re.findall(r'(?u:\b)x', 'éx x', re.A))
t(lambda: re.findall(r'(?a:[\w])+', 'héllo'))
t(lambda: re.findall(r'x(?a:\S)', 'xa x\u00a0b'))
t(lambda: re.findall(r'x(?a:\W)', 'xa xé x b'))
t(lambda: re.findall(r'(?i:(?-i:a)b)', 'ab aB Ab'))
