import textwrap
cases = ['a\nb\n', 'a\n\nb', '  \nx', '', '\n', 'single', 'a\r\nb\r\n', 'x\n  \n']
for c in cases:
    print(repr(textwrap.indent(c, '> ')), repr(textwrap.indent(c, '+', lambda l: True)), repr(textwrap.indent(c, '-', lambda l: 'a' in l)))
print(repr(textwrap.indent('a\nb', '')))
print(repr(textwrap.indent('a\nb', prefix='  ', predicate=None)))
def t(*a):
    try:
        print(repr(textwrap.indent(*a)))
    except Exception as e:
        print(type(e).__name__, e)
t(5, '>')
t('a', 5)
t('a', '>', 5)
t('a\nb', '>', str.isupper)
