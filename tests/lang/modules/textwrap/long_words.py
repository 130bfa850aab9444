import textwrap
word = "supercalifragilisticexpialidocious"
for w in [1, 3, 7, 10, 40]:
    print(w, textwrap.wrap("a " + word + " b", w))
    print(w, textwrap.wrap("a " + word + " b", w, break_long_words=False))
print(textwrap.wrap(word, 5, initial_indent="      "))
print(textwrap.wrap(word, 5, initial_indent="   ", subsequent_indent="        "))
print(textwrap.wrap("ab-cdefgh-ijklmn", 6))
print(textwrap.wrap("-----abcdef", 4))
