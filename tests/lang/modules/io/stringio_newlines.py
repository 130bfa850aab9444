import io
text = "a\nb\r\nc\rd"
for nl in [None, "", "\n", "\r", "\r\n"]:
    s = io.StringIO(text, newline=nl)
    v = s.getvalue()
    lines = s.readlines()
    w = io.StringIO(newline=nl)
    w.write(text)
    w.seek(0)
    print(repr(nl), repr(v), lines, repr(w.getvalue()), list(w))
for bad in ["x", "\n\n", 5]:
    try:
        io.StringIO("", newline=bad)
    except Exception as e:
        print(type(e).__name__, e)
