import io
def t(f, *a):
    try:
        return repr(f(*a))
    except Exception as e:
        return type(e).__name__ + ' ' + str(e)
b = io.BytesIO(b'ab\ncd\r\nef\rgh\n\nlast')
print(b.readlines())
b.seek(0)
for n in [None, -1, 0, 1, 2, 3, 100]:
    b.seek(0)
    print(n, t(b.readline, n), b.tell())
b.seek(0)
print([line for line in b])
for hint in [0, 1, 3, 4, 7, -1, None]:
    b.seek(0)
    print(hint, t(b.readlines, hint))
print(t(b.readline, 'x'), t(b.readline, 1.5), t(b.readlines, 'x'), t(b.readlines, 1.5))
e = io.BytesIO()
print(t(e.readline), t(e.readlines), list(e))
b.seek(0)
print(t(b.read1), t(b.read1, 2))
b.seek(0)
print(t(b.read1, 3), t(b.read1, -1), t(b.read1, 'x'))
