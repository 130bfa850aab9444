import textwrap
text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."
print(textwrap.fill(text))
print(textwrap.fill(text, 30))
print(textwrap.fill(text, width=25, initial_indent="* ", subsequent_indent="  "))
print(textwrap.fill(text, 40, initial_indent=">>> ", subsequent_indent="... "))
print(repr(textwrap.fill("", 10)))
print(textwrap.fill("short", 100))
