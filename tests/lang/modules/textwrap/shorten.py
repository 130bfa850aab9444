import textwrap
print(textwrap.shorten("Hello  world!", width=12))
print(textwrap.shorten("Hello  world!", width=11))
print(textwrap.shorten("Hello world", width=10, placeholder="..."))
print(textwrap.shorten("  lots   of\n\n whitespace\there  ", 100))
print(textwrap.shorten("The quick brown fox jumps over the lazy dog", 20))
print(textwrap.shorten("The quick brown fox jumps over the lazy dog", 25, placeholder=" (...)"))
print(repr(textwrap.shorten("", 5)))
print(textwrap.shorten("supercalifragilistic word", 12))
print(textwrap.shorten("supercalifragilistic word", 12, break_long_words=False))
try:
    textwrap.shorten("hello world", 3)
except ValueError as e:
    print(type(e).__name__, e)
try:
    textwrap.shorten("hello", 0)
except ValueError as e:
    print(type(e).__name__, e)
