import binascii
def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
for d in [b'', b'a', b'abc', b'123456789', b'The quick brown fox jumps over the lazy dog', bytes(range(256)), b'\x00' * 1000]:
    print(len(d), binascii.crc32(d), hex(binascii.crc32(d)))
c = 0
for chunk in [b'The quick ', b'brown fox ', b'jumps over ', b'the lazy dog']:
    c = binascii.crc32(chunk, c)
print(c)
print(binascii.crc32(b'abc', 0), binascii.crc32(b'abc', 1), binascii.crc32(b'abc', 0xFFFFFFFF), binascii.crc32(b'abc', -1))
print(binascii.crc32(b'abc', 2 ** 32), binascii.crc32(b'abc', 2 ** 40 + 5), binascii.crc32(b'abc', -2 ** 40))
t(binascii.crc32, 'abc')
t(binascii.crc32, b'abc', 'x')
t(binascii.crc32, b'abc', 1.5)
t(binascii.crc32)
t(binascii.crc32, b'a', crc=5)
t(binascii.crc32, None)
