import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


m = re.search(r'(?P<k>\w+)=(?P<v>\w+)', 'key=value')
print(m.expand(r'\2:\1'))
print(m.expand(r'\g<v>/\g<k>/\g<0>'))
print(m.expand('literal'))
print(m.expand(r'tab\there'))
t(lambda: m.expand(r'\3'))
t(lambda: m.expand(r'\g<nope>'))
t(lambda: m.expand(5))
m2 = re.match(r'(a)(b)?', 'a')
print(repr(m2.expand(r'[\2]')))
mb = re.match(rb'(\w+)', b'bytes!')
print(mb.expand(rb'<\1>'))
t(lambda: mb.expand(r'<\1>'))
t(lambda: m.expand(rb'<\1>'))
