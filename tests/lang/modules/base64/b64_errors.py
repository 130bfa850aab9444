import base64, binascii
def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
t(base64.b64decode, b"abc")
t(base64.b64decode, b"a")
t(base64.b64decode, b"abcde")
t(base64.b64decode, b"abcdefghi")
t(base64.b64decode, b"ab=")
t(base64.b64decode, b"ab!c")
t(base64.b64decode, "é")
t(base64.b64decode, 5)
t(base64.b64decode, None)
t(base64.b64decode, [1, 2])
t(base64.b64encode, "text")
t(base64.b64encode, 5)
t(base64.b64encode, b"x", b"-")
t(base64.b64decode, b"x", b"-+-")
t(base64.b64decode, b"x", "é")
try:
    base64.b64decode(b"a")
except binascii.Error as e:
    print("binascii.Error", isinstance(e, ValueError), repr(type(e)))
try:
    base64.b64decode(b"a")
except ValueError as e:
    print("caught as ValueError", e)
