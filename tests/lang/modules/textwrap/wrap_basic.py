import textwrap
text = ("The quick brown fox jumps over the lazy dog. Pack my box with five dozen "
        "liquor jugs! How vexingly quick daft zebras jump; sphinx of black quartz, judge my vow.")
for w in [10, 20, 35, 70, 200]:
    print(w, textwrap.wrap(text, w))
print(textwrap.wrap(""))
print(textwrap.wrap("   "))
print(textwrap.wrap("one"))
print(textwrap.wrap("  leading spaces kept on first line", 15))
print(textwrap.wrap("trailing spaces   ", 8))
print(textwrap.wrap("a\tb\tc", 6))
print(textwrap.wrap("line\nbreaks\nbecome spaces", 10))
print(textwrap.wrap("x" * 25, 10))
print(textwrap.wrap("ünïcödé wörds änd mörë wörds", 8))
