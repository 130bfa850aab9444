import textwrap
text = 'The quick brown fox jumps over the lazy dog and keeps on running far away'
for ii, si in [('', ''), ('* ', '  '), ('>>> ', '... '), ('#' * 15, ''), ('', '-' * 15), ('\t', '\t')]:
    print(repr(ii), repr(si))
    for line in textwrap.wrap(text, 20, initial_indent=ii, subsequent_indent=si):
        print('  |' + line + '|')
print(textwrap.wrap('', 10, initial_indent='> '))
print(textwrap.wrap('   ', 10, initial_indent='> '))
print(textwrap.fill('a b c', 3, initial_indent='123'))
try:
    textwrap.wrap('abc def', 3, initial_indent='abc', break_long_words=True)
    print(textwrap.wrap('abc def', 3, initial_indent='abcd'))
except Exception as e:
    print(type(e).__name__, e)
