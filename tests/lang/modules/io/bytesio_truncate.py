import io
def t(f, *a):
    try:
        return repr(f(*a))
    except Exception as e:
        return type(e).__name__ + ' ' + str(e)
b = io.BytesIO(b'abcdefgh')
print(t(b.truncate, 5), b.getvalue(), b.tell())
b.seek(2)
print(t(b.truncate), b.getvalue(), b.tell())
b.seek(7)
print(t(b.truncate, 1), b.getvalue(), b.tell())
print(t(b.write, b'Z'), b.getvalue())
print(t(b.truncate, 20), b.getvalue())
print(t(b.truncate, -1), t(b.truncate, 'x'), t(b.truncate, None), b.getvalue())
print(t(b.truncate, 0), b.getvalue(), b.tell())
