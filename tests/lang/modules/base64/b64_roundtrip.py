import base64
samples = [b"", b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar", bytes(range(256)),
           b"\xff\xfe\xfd", b"hello world\n", b"\x00" * 7]
for s in samples:
    e = base64.b64encode(s)
    print(e, base64.b64decode(e) == s, base64.standard_b64encode(s) == e,
          base64.standard_b64decode(e) == s)
print(base64.b64decode("Zm9vYmFy"))
print(base64.b64decode(b"Zm9v\nYmFy"))
print(base64.b64decode(b"Zm9v YmFy!!"))
print(base64.b64decode(b"Zg=="), base64.b64decode(b"Zg==trailing"), base64.b64decode(b"Zm8="))
for s in [b"Z=g=", b"Zg=x=", b"Zg=x==", b"Zm=9v", b"Zm9=v"]:
    try:
        print(s, base64.b64decode(s))
    except Exception as e:
        print(s, type(e).__name__, e)
print(base64.b64decode(b""), base64.b64decode(""))
print(base64.b64encode(b"\xfb\xff\xbf"), base64.b64decode(b"+/+/"))
