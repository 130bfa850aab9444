x = r"\n" R"\n" u"\n" U"\n"
y = b"\n" B"\n"
x = br"\n" bR"\n" Br"\n" BR"\n" rb"\n" rB"\n" Rb"\n" RB"\n"
x = f"\n" F"\n" fr"\n" fR"\n" Fr"\n" FR"\n" rf"\n" rF"\n" Rf"\n" RF"\n"
x = "\N{DASH}" if False else "\N{LATIN SMALL LETTER A}"
x = "\x41\u0042\U00000043\101\0"
x = b"\x41\101\0\xff"
x = "\d\q"
x = """a
b\
c"""
