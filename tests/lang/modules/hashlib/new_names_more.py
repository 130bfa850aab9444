import hashlib
def t(*a, **k):
    try:
        h = hashlib.new(*a, **k)
        print(repr(a[0] if a else k.get('name')), h.name, h.hexdigest()[:16])
    except Exception as e:
        print(type(e).__name__, e)
for n in ['md5', 'MD5', 'Md5', 'sha1', 'SHA1', 'sha-1', 'sha256', 'SHA256', 'sha-256', 'SHA-256', 'sha512', 'SHA512',
          'sha3_256', 'sha3-256', 'SHA3-256', 'blake2b', 'blake2b512', 'BLAKE2B512', 'blake2s', 'blake2s256',
          'shake_128', 'SHAKE128', 'ripemd160', 'RIPEMD160', 'sm3', 'md5-sha1', 'sha512_256', 'SHA512-256']:
    t(n, b'abc')
t('sha256', data=b'abc')
t('sha256', string=b'abc')
t(name='sha256')
t('nope')
t('')
t(5)
t(None)
t('sha256', 'text')
t('blake2b', b'abc', digest_size=8)
t('md5', b'abc', usedforsecurity=False)
t('sha256', b'a', b'b')
print(sorted(hashlib.algorithms_guaranteed))
print(hashlib.algorithms_guaranteed <= hashlib.algorithms_available)
print(type(hashlib.algorithms_guaranteed).__name__)
