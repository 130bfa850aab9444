import textwrap
w = textwrap.TextWrapper()
print(w.width, w.initial_indent, w.subsequent_indent, w.expand_tabs, w.replace_whitespace, w.fix_sentence_endings,
      w.break_long_words, w.drop_whitespace, w.break_on_hyphens, w.tabsize, w.max_lines, repr(w.placeholder))
w.width = 10
print(w.wrap('a quick brown fox jumps'))
w.break_on_hyphens = False
print(w.wrap('well-known self-evident truths'))
w.break_on_hyphens = True
print(w.wrap('well-known self-evident truths'))
w.width = 3
print(w.wrap('abcdefghij'))
w.break_long_words = False
print(w.wrap('abcdefghij kl'))
print(w.fill('ab cd'))
w2 = textwrap.TextWrapper(width=8, initial_indent='-')
print(w2.wrap('x y z ' * 4), w2.fill(''))
def t(**k):
    try:
        print(textwrap.TextWrapper(**k).wrap('hello world'))
    except Exception as e:
        print(type(e).__name__, e)
t(width=0)
t(width=-5)
t(width=1)
t(width=2.5)
t(bogus=1)
print(textwrap.TextWrapper.sentence_end_re.pattern[:10] if hasattr(textwrap.TextWrapper.sentence_end_re, 'pattern') else 'x')
print(sorted(textwrap.__all__))
