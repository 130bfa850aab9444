import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


m = re.search(r'(?P<user>\w+)@(?P<host>[\w.]+)', 'contact: ann@example.org.')
print(m.group('user'), m.group('host'), m.groupdict())
print(re.sub(r'(?P<a>\w)(?P<b>\w)', r'\g<b>\g<a>', 'abcd'))
print(re.findall(r'(?P<x>a)(?P=x)', 'aa ab aa'))
print(re.match(r'(?P<q>["\']).*?(?P=q)', '"hi" there').group())
print(re.compile(r'(?P<a>x)(?P<b>y)').groupindex)
print(re.match(r'(?P<nom>é+)', 'éé').groupdict())
print(re.match(r'(?P<_x1>a)', 'a').group('_x1'))
print(re.match(r'(?P<a>a)|(?P<b>b)', 'b').groupdict())
