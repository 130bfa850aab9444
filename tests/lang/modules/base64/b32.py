import base64
samples = [b"", b"a", b"ab", b"abc", b"abcd", b"abcde", b"abcdef", b"\x00\xff" * 7, bytes(range(20))]
for s in samples:
    e = base64.b32encode(s)
    h = base64.b32hexencode(s)
    print(e, h, base64.b32decode(e) == s, base64.b32hexdecode(h) == s)
def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
t(base64.b32decode, b"MFRGG===")
t(base64.b32decode, "MFRGG===")
t(base64.b32decode, b"mfrgg===")
t(base64.b32decode, b"mfrgg===", casefold=True)
t(base64.b32decode, b"MFRGG==")
t(base64.b32decode, b"MFRG1===")
t(base64.b32decode, b"MFRG1===", map01=b"L")
t(base64.b32decode, b"0FRG1===", map01="I")
t(base64.b32decode, b"MFRG1===", map01=b"LL")
t(base64.b32decode, b"MFRGG=====")
t(base64.b32decode, b"MFRGGZ======")
t(base64.b32decode, b"MF======")
t(base64.b32decode, b"M=======")
t(base64.b32decode, b"========")
t(base64.b32decode, b"MFRGG=A=")
t(base64.b32decode, 3)
t(base64.b32encode, "abc")
t(base64.b32hexdecode, b"C5H66===")
t(base64.b32hexdecode, b"c5h66===", True)
t(base64.b32hexdecode, b"W5H66===")
