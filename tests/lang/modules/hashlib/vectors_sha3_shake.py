import hashlib
for v in [b'', b'abc', b'a' * 135, b'a' * 136, b'a' * 137, b'a' * 71, b'a' * 72, b'a' * 200, bytes(range(256))]:
    print(len(v), [getattr(hashlib, n)(v).hexdigest() for n in ['sha3_224', 'sha3_256', 'sha3_384', 'sha3_512']])
    print('  ', hashlib.shake_128(v).hexdigest(16), hashlib.shake_256(v).hexdigest(32))
for n in [0, 1, 7, 100, 168, 169, 500]:
    print(n, hashlib.shake_128(b'x').hexdigest(n)[-16:], len(hashlib.shake_256(b'x').digest(n)))
def t(f, *a):
    try:
        print(repr(f(*a)))
    except Exception as e:
        print(type(e).__name__, e)
s = hashlib.shake_128(b'q')
t(s.digest)
t(s.hexdigest)
t(s.digest, 'x')
t(s.digest, 1.5)
print(s.name, s.digest_size, s.block_size, hashlib.shake_256().name, hashlib.shake_256().block_size)
print(hashlib.new('shake_128', b'q').hexdigest(4) == s.hexdigest(4), s.copy().hexdigest(4))
