import hashlib
msgs = [b"", b"abc", b"The quick brown fox jumps over the lazy dog", bytes(range(256)) * 3]
for name in ["md5", "sha1", "sha224", "sha256", "sha384", "sha512", "sha3_224", "sha3_256",
             "sha3_384", "sha3_512", "blake2b", "blake2s"]:
    cons = getattr(hashlib, name)
    for m in msgs:
        h = cons(m)
        print(name, len(m), h.hexdigest())
    print(name, cons(b"abc").digest())
