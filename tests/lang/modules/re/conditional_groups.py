import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


p = re.compile(r'(<)?(\w+@\w+(?:\.\w+)+)(?(1)>|$)')
for s in ['<user@host.com>', 'user@host.com', '<user@host.com', 'user@host.com>']:
    m = p.match(s)
    print(s, m and m.group())
t(lambda: re.match(r'(?P<q>")?\w+(?(q)")', '"abc"').group())
t(lambda: re.match(r'(a)?(?(1)b|c)', 'c').group())
t(lambda: re.match(r'(a)?(?(1)b)', 'x').group())
t(lambda: re.findall(r'(\()?\d+(?(1)\))', '(1) 2 (3 4)'))
