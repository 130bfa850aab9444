import string
for name in ["whitespace", "ascii_lowercase", "ascii_uppercase", "ascii_letters",
             "digits", "hexdigits", "octdigits", "punctuation", "printable"]:
    v = getattr(string, name)
    print(name, repr(v), len(v))
print(sorted(string.__all__))
print(all(c in string.printable for c in string.punctuation))
print("".join(c for c in "Hello, World! 123" if c in string.ascii_letters))
print([c for c in "x1_F9g" if c in string.hexdigits])
