import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.search(r'\N{EM DASH}', 'a—b').span())
t(lambda: re.search(r'\N{LATIN SMALL LETTER E WITH ACUTE}+', 'éé').group())
t(lambda: re.findall(r'[\N{DIGIT ONE}-\N{DIGIT THREE}]', '0123'))
t(lambda: re.search(r'\N{em dash}', '—').span())
t(lambda: re.compile(r'\N{NOT A NAME}'))
t(lambda: re.compile(r'\N{}'))
t(lambda: re.compile(r'\N{EM DASH'))
t(lambda: re.compile(rb'\N{EM DASH}'))
