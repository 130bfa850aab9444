import base64
samples = [b"", b"a", b"ab", b"abc", b"abcd", b"abcde", b"\x00\x00\x00\x00", b"    ", b"hello world!",
           bytes(range(0, 256, 7)), b"\xff\xff\xff\xff", b"\x00", b"\x00\x00\x00\x00\x00"]
for s in samples:
    b85 = base64.b85encode(s)
    a85 = base64.a85encode(s)
    print(b85, a85, base64.b85decode(b85) == s, base64.a85decode(a85) == s)
    print(base64.b85encode(s, pad=True), base64.a85encode(s, pad=True))
print(base64.a85encode(b"    xy    ", foldspaces=True))
print(base64.a85decode(b"yyz", foldspaces=True))
print(base64.a85encode(b"hello world, this is long enough to wrap", wrapcol=10))
print(base64.a85encode(b"hello world", adobe=True))
print(base64.a85encode(b"hello world", adobe=True, wrapcol=7))
print(base64.a85encode(b"hello", adobe=True, wrapcol=1))
print(base64.a85decode(b"<~BOu!rD]j7BEbo7~>", adobe=True))
print(base64.a85decode(b"BOu!rD]j7BEbo7~>", adobe=True))
print(base64.a85decode(b"BOu!r D]j7\nBEbo7"))
def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
t(base64.a85decode, b"BOu!rD]j7BEbo7", adobe=True)
t(base64.a85decode, b"abzcd")
t(base64.a85decode, b"aby", foldspaces=True)
t(base64.a85decode, b"ab~cd")
t(base64.a85decode, b"s8W-\"")
t(base64.a85decode, b"uuuuu")
t(base64.a85decode, b"ab cd", ignorechars=b"")
t(base64.b85decode, b"|NsC0")
t(base64.b85decode, b"abc\"d")
t(base64.b85decode, b"~~~~~")
t(base64.b85decode, "VPa!sWoBn+")
t(base64.b85encode, "x")
t(base64.a85encode, 5)
