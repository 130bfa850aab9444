import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


text = 'first line\nsecond line\nthird'
t(lambda: re.findall(r'^\w+', text))
t(lambda: re.findall(r'^\w+', text, re.M))
t(lambda: re.findall(r'\w+$', text))
t(lambda: re.findall(r'\w+$', text, re.MULTILINE))
t(lambda: re.findall(r'^$', 'a\n\nb', re.M))
t(lambda: re.search(r'\Athird', text, re.M))
t(lambda: re.search(r'first\Z', text, re.M))
t(lambda: re.findall('^', '\n\n', re.M))
t(lambda: re.findall('$', '\n\n', re.M))
