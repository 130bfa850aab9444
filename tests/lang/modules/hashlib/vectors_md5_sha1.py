import hashlib
vectors = [b'', b'a', b'abc', b'message digest', b'abcdefghijklmnopqrstuvwxyz',
           b'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', b'1234567890' * 8,
           b'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', b'\x00', b'\xff' * 64, b'a' * 55, b'a' * 56,
           b'a' * 63, b'a' * 64, b'a' * 65, b'a' * 119, b'a' * 120, b'a' * 128]
for v in vectors:
    print(len(v), hashlib.md5(v).hexdigest(), hashlib.sha1(v).hexdigest())
print(hashlib.md5(b'a' * 1000000).hexdigest(), hashlib.sha1(b'a' * 1000000).hexdigest())
