import textwrap
s = "a well-known self-evident state-of-the-art co-operation x-ray e-mail --dash word--word and -- spaced -leading trailing-"
for w in [5, 8, 11, 15, 20]:
    print(w, textwrap.wrap(s, w))
    print(w, textwrap.wrap(s, w, break_on_hyphens=False))
print(textwrap.wrap("Hello there -- you goof-ball, use the -b option!", 10))
print(textwrap.wrap("this-is-a-very-long-hyphenated-word", 10))
print(textwrap.wrap("this-is-a-very-long-hyphenated-word", 10, break_on_hyphens=False))
print(textwrap.wrap("---------- abc--def", 4))
print(textwrap.wrap("1-2-3-4-5 a-1 1-a ab-cd", 4))
print(textwrap.TextWrapper(width=10, break_on_hyphens=1).wrap("well-known well-known"))
