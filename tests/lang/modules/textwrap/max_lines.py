import textwrap
text = "Hello there, how are you this fine day? I am glad to hear it and hope you have a nice time."
for n in [1, 2, 3, 10]:
    for w in [10, 15, 30]:
        print(n, w, textwrap.wrap(text, w, max_lines=n))
print(textwrap.wrap(text, 15, max_lines=2, placeholder="..."))
print(textwrap.wrap(text, 15, max_lines=2, placeholder=" ~~"))
print(textwrap.wrap("aaaaaaaaaa bbbbbbbbbb", 10, max_lines=1))
print(textwrap.wrap("aa bb cc dd ee ff", 6, max_lines=2, placeholder=" [..]"))
print(textwrap.wrap("hello world", 11, max_lines=1))
print(textwrap.wrap("hello  ", 5, max_lines=1))
try:
    textwrap.wrap(text, 5, max_lines=2, placeholder=" [......]")
except ValueError as e:
    print(type(e).__name__, e)
try:
    textwrap.wrap(text, 8, max_lines=1, initial_indent="    ", placeholder=" [...]")
except ValueError as e:
    print(type(e).__name__, e)
print(textwrap.wrap(text, 12, max_lines=3, subsequent_indent="  ", placeholder=" [more]"))
