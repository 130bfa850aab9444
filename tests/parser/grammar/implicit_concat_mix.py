x = "a" 'b' """c""" '''d'''
x = "a" r"\d" "\t"
x = b"a" b'b' rb"\x" Br"c"
x = f"a" "b" f"{c}" "d"
x = "a" f"{b}" "c" f"{d!r}"
x = u"a" "b"
x = "a" u"b"
x = ("first "
     "second "
     f"third {x} "
     "fourth")
x = F"{a}" fR"{b}\n" Rf"\{c}"
