r"\n"
R"\d+"
rb"\x"
br"a"
