import io
for nl in ['\r', '\r\n', '\n']:
    s = io.StringIO(newline=nl)
    s.write('a\nb\r\nc\rd')
    v = s.getvalue()
    s.seek(0)
    print(repr(nl), repr(v), s.tell(), s.readlines())
    s2 = io.StringIO('a\nb\r\nc\rd', newline=nl)
    print(repr(nl), repr(s2.getvalue()), list(s2))
s = io.StringIO('x\ny', newline='\r\n')
print(repr(s.read()), len(s.getvalue()))
s = io.StringIO(newline='\r')
print(s.write('1\n2\n'), repr(s.getvalue()), s.tell())
