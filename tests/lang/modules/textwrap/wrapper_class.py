import textwrap
w = textwrap.TextWrapper(width=20, initial_indent="- ", subsequent_indent="  ")
text = "Items can be long and they wrap nicely with a hanging indent for readability."
print(w.wrap(text))
print(w.fill(text))
w.width = 30
print(w.fill(text))
print(w.width, w.initial_indent, repr(w.subsequent_indent), w.expand_tabs, w.replace_whitespace,
      w.fix_sentence_endings, w.break_long_words, w.drop_whitespace, w.break_on_hyphens,
      w.tabsize, w.max_lines, repr(w.placeholder))
class Upper(textwrap.TextWrapper):
    def _split(self, text):
        return [c.upper() for c in super()._split(text)]
print(Upper(width=12).wrap("make every chunk loud please"))
print(textwrap.TextWrapper()._split("Hello there -- you goof-ball, use the -b option!"))
print(textwrap.TextWrapper(break_on_hyphens=False)._split("a-b c--d  e"))
print(len(textwrap.TextWrapper.unicode_whitespace_trans))
for bad in [0, -1]:
    try:
        textwrap.TextWrapper(width=bad).wrap("x")
    except ValueError as e:
        print(type(e).__name__, e)
try:
    textwrap.TextWrapper(width=0).wrap("")
except ValueError as e:
    print(type(e).__name__, e)
try:
    textwrap.TextWrapper(5, bogus=1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    textwrap.wrap("x", 10, max_line=3)
except TypeError as e:
    print(type(e).__name__, e)
