import io
def t(f, *a):
    try:
        return repr(f(*a))
    except Exception as e:
        return type(e).__name__ + ' ' + str(e)
b = io.BytesIO(b'0123456789')
print(t(b.seek, 3), t(b.seek, 2, 1), t(b.seek, -3, 2), t(b.seek, -20, 1), t(b.seek, 5, 2))
print(t(b.seek, -1), t(b.seek, 0, 5), t(b.seek, 1.0), t(b.seek, '0'), t(b.seek, None), t(b.seek, 0, 1.5), t(b.seek, 0, '1'))
b.seek(12)
print(t(b.write, b'AB'), b.getvalue(), b.tell())
b.seek(0)
print(t(b.write, b''), b.tell(), t(b.write, b'xyz'), b.getvalue())
print(t(b.write, 'str'), t(b.write, 5), t(b.write, None), t(b.write, [1]))
b2 = io.BytesIO()
b2.seek(3)
print(b2.getvalue(), b2.tell(), b2.read())
b2.write(b'!')
print(b2.getvalue())
print(t(io.BytesIO, 'abc'), t(io.BytesIO, 5), t(io.BytesIO, [1]), t(lambda: io.BytesIO(initial_bytes=b'kw').read()))
class Idx:
    def __index__(self):
        return 1
b3 = io.BytesIO(b'abc')
print(t(b3.seek, Idx()), t(b3.seek, Idx(), Idx()), t(b3.read, Idx()), t(b3.readline, Idx()), t(b3.truncate, Idx()))
print(b3.read(-1), b3.read(1), b3.tell(), t(b3.read, None))
