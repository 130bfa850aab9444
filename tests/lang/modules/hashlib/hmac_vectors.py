import hmac, hashlib
# RFC 4231 test cases 1-4, 6, 7 and RFC 2202
cases = [(b'\x0b' * 20, b'Hi There'), (b'Jefe', b'what do ya want for nothing?'), (b'\xaa' * 20, b'\xdd' * 50),
         (bytes(range(1, 26)), b'\xcd' * 50), (b'\xaa' * 131, b'Test Using Larger Than Block-Size Key - Hash Key First'),
         (b'\xaa' * 131, b'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.'),
         (b'', b''), (b'key', b''), (b'', b'msg')]
for key, msg in cases:
    print(len(key), len(msg), [hmac.new(key, msg, d).hexdigest() for d in ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512']])
    print('  ', hmac.new(key, msg, 'sha3_256').hexdigest(), hmac.new(key, msg, hashlib.blake2s).hexdigest())
