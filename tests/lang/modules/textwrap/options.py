import textwrap
t = "  Hello\tworld.  This is\ta test.  Another  sentence here!  "
print(textwrap.wrap(t, 12, expand_tabs=False))
print(textwrap.wrap(t, 12, tabsize=4))
print(textwrap.wrap(t, 12, replace_whitespace=False))
print(textwrap.wrap(t, 12, drop_whitespace=False))
print(textwrap.wrap(t, 12, drop_whitespace=False, replace_whitespace=False, expand_tabs=False))
print(textwrap.wrap("one.  two. Three? four! 'five.' six", 80, fix_sentence_endings=True))
print(textwrap.wrap("Mr. Smith went. Dr. Who? \"Quote.\" end", 80, fix_sentence_endings=True))
print(textwrap.wrap("a\nb\r\nc\x0bd\x0ce", 80, replace_whitespace=False))
print(textwrap.wrap("a\nb\r\nc\x0bd\x0ce", 80))
