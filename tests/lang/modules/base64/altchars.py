import base64
data = bytes([0xfb, 0xef, 0xff, 0x3e, 0x3f, 0x00])
print(base64.b64encode(data))
print(base64.b64encode(data, b"-_"))
print(base64.b64encode(data, altchars=b"*!"))
print(base64.b64decode(b"--__", b"-_"))
print(base64.b64decode("--__", altchars="-_"))
print(base64.b64decode(b"++//", b"-_"))
print(base64.urlsafe_b64encode(data))
print(base64.urlsafe_b64decode(b"--__"))
print(base64.urlsafe_b64decode("--__"))
print(base64.urlsafe_b64decode(b"++//"))
print(base64.urlsafe_b64encode(b"hello?>"))
try:
    base64.urlsafe_b64decode(b"abc")
except Exception as e:
    print(type(e).__name__, e)
try:
    base64.urlsafe_b64encode("x")
except Exception as e:
    print(type(e).__name__, e)
