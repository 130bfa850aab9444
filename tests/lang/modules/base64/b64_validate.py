import base64
def t(s):
    try:
        print(repr(s), base64.b64decode(s, validate=True))
    except Exception as e:
        print(repr(s), type(e).__name__, e)
for s in [b"Zm9v", b"Zm9vYg==", b"Zm9vYmE=", b"Zm9v\n", b"Zm 9v", b"=Zm9v", b"Zm9v=", b"Zg==Zg==",
          b"Zg=a", b"Zg===", b"Zm9vYg=", b"", b"Zm9vYg==\n", b"Z", b"Zm9", b"Zg", b"Zg=", b"Zm9vY=g="]:
    t(s)
print(base64.b64decode(b"Zm9v", validate=False), base64.b64decode(b"Zm9v!", validate=0))
