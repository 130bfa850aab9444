import textwrap
text = 'a\tbb\tccc\tdddd\teeeee\tf'
for tabsize in [0, 1, 2, 4, 8]:
    print(tabsize, textwrap.wrap(text, 20, tabsize=tabsize))
print(textwrap.wrap(text, 20, expand_tabs=False))
print(textwrap.wrap(text, 20, expand_tabs=False, replace_whitespace=False))
print(textwrap.fill('\tindented\ttext here', 12))
print(textwrap.wrap('x\ty', 5, tabsize=-1))
print(textwrap.wrap('\t\t', 5), textwrap.wrap('\t\t', 5, drop_whitespace=False))
