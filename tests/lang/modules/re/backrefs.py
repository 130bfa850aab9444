import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.search(r'(\w)\1', 'abccd').group())
t(lambda: re.findall(r'(\w+) \1', 'the the cat cat sat'))
t(lambda: re.search(r'(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\10', 'abcdefghijj').group())
t(lambda: re.search(r'(a)?b\1', 'b'))
t(lambda: re.search(r'(a|)b\1', 'b').span())
t(lambda: re.match(r'(?i)(a)\1', 'aA').group())
t(lambda: re.match(r'(a*)\1', 'aaaa').groups())
t(lambda: re.search(r'(["\']).*?\1', 'say "hi" now').group())
t(lambda: re.match(r'(\d+)-\1', '12-12').group())
t(lambda: re.search(r'\1(a)', 'aa'))
t(lambda: re.search(r'(a\1)', 'aa'))
