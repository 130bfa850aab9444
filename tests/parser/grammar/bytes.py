b"abc"
b"\x00\xff"
B'\n'
b"a" b"b"
