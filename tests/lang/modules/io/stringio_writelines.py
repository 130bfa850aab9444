import io
def t(f, *a):
    try:
        return repr(f(*a))
    except Exception as e:
        return type(e).__name__ + ' ' + str(e)
s = io.StringIO()
print(t(s.writelines, ['a', 'b\n', '', 'c']), repr(s.getvalue()))
print(t(s.writelines, iter(['x', 'y'])), repr(s.getvalue()))
print(t(s.writelines, (c for c in 'pq')), repr(s.getvalue()))
print(t(s.writelines, 'str'), repr(s.getvalue()))
print(t(s.writelines, []), t(s.writelines, 5), t(s.writelines, [1]), t(s.writelines, ['ok', b'no']), repr(s.getvalue()))
print(t(s.writelines, None))
b = io.BytesIO()
print(t(b.writelines, [b'a', b'bc']), b.getvalue())
print(t(b.writelines, ['s']), t(b.writelines, [1]), t(b.writelines, 5), b.getvalue())
print(t(b.writelines, iter([b'z'])), b.getvalue())
n = io.StringIO(newline='\r\n')
n.writelines(['a\n', 'b\n'])
print(repr(n.getvalue()))
