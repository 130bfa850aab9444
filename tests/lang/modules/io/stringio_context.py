import io
with io.StringIO('data') as s:
    print(s.read(), s.closed)
print(s.closed)
with io.StringIO() as w:
    w.write('x')
    v = w.getvalue()
print(v, w.closed)
try:
    with io.StringIO() as s2:
        raise KeyError('k')
except KeyError as e:
    print('caught', e, s2.closed)
s3 = io.StringIO()
print(s3.__enter__() is s3, s3.__exit__(None, None, None), s3.closed)
try:
    s3.__enter__()
except ValueError as e:
    print(type(e).__name__, e)
s4 = io.StringIO('abc')
print(s4.close(), s4.close(), s4.closed)
b = io.BytesIO(b'x')
with b as bb:
    print(bb is b, bb.read())
print(b.closed)
try:
    with b:
        pass
except ValueError as e:
    print(type(e).__name__, e)
print(io.StringIO().readable(), io.StringIO().writable(), io.StringIO().seekable(), io.StringIO().isatty())
print(io.BytesIO().readable(), io.BytesIO().writable(), io.BytesIO().seekable(), io.BytesIO().isatty(), io.BytesIO().flush())
