import base64, io
for data in [b"", b"a", b"hello world", bytes(range(256)) * 3, b"x" * 57, b"y" * 58, b"z" * 114]:
    src, dst = io.BytesIO(data), io.BytesIO()
    base64.encode(src, dst)
    enc = dst.getvalue()
    print(len(data), enc[:40], enc.count(b"\n"), enc == base64.encodebytes(data))
    back = io.BytesIO()
    base64.decode(io.BytesIO(enc), back)
    print(back.getvalue() == data)
try:
    base64.encode(io.StringIO("abc"), io.BytesIO())
except TypeError as e:
    print(type(e).__name__, e)
