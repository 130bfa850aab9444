import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.escape('a.b*c?d'))
t(lambda: re.escape('(x)[y]{z}'))
t(lambda: re.escape('1+1=2 & 3-1=2 | ~#'))
t(lambda: re.escape('tab\there\nnewline'))
t(lambda: re.escape('héllo wörld_42'))
t(lambda: re.escape(''))
t(lambda: re.escape('$100 ^ \\'))
p = 'price: $5.00 (approx)'
t(lambda: re.search(re.escape(p), 'the ' + p + '!').span())
t(lambda: re.escape(5))
