import re
def t(p, *subjects):
    try:
        c = re.compile(p)
    except re.error as e:
        print(repr(p), 'error', e.msg, e.pos)
        return
    print(repr(p), [(m.group(0) if m else None) for m in (c.fullmatch(s) for s in subjects)])
t(r'(<)?\w+(?(1)>)', '<a>', 'a', '<a', 'a>')
t(r'(?P<q>")?\w+(?(q)")', '"x"', 'x', '"x')
t(r'(a)?(?(1)b|c)', 'ab', 'c', 'ac', 'b')
t(r'(a)?(?(1)b)', 'ab', '', 'a')
t(r'(?(1)a|b)(x)', 'bx')
t(r'(?(2)a|b)(x)')
t(r'(?(x)a|b)')
t(r'(?(1a)a|b)(x)')
t(r'(a)(?(1)b|c|d)')
t(r'(a)(?(1))', 'a')
t(r'(a)(?(0)b)')
t(r'(a)(?(-1)b)')
t(r'(?P<n>a)?(?(n)b|(?(n)x|y))', 'ab', 'y')
t(r'(a)?(?(1)\1|z)', 'aa', 'z')
