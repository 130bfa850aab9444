import textwrap
text = '  leading and   multiple   spaces\nnewline\ttab\x0bvt\x0cff\rcr  trailing  '
for rw in [True, False]:
    for dw in [True, False]:
        print(rw, dw, textwrap.wrap(text, 12, replace_whitespace=rw, drop_whitespace=dw))
print(textwrap.wrap('   ', 5), textwrap.wrap('   ', 5, drop_whitespace=False))
print(textwrap.wrap('a' + ' ' * 20 + 'b', 5), textwrap.wrap('a' + ' ' * 20 + 'b', 5, drop_whitespace=False))
print(textwrap.wrap('\u00a0nbsp\u00a0word', 5), textwrap.wrap('em\u2003space', 3))
print(textwrap.wrap('\n\nx\n\n', 3))
