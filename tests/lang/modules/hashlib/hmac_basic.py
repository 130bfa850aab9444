import hmac, hashlib
for dm in ["md5", "sha1", "sha256", "sha512", "sha3_256", "blake2b", "blake2s", hashlib.sha256, hashlib.md5]:
    h = hmac.new(b"key", b"The quick brown fox jumps over the lazy dog", dm)
    print(h.name, h.digest_size, h.block_size, h.hexdigest())
    print(hmac.digest(b"key", b"The quick brown fox jumps over the lazy dog", dm).hex())
long_key = b"k" * 200
print(hmac.new(long_key, b"msg", "sha256").hexdigest(), hmac.digest(long_key, b"msg", "sha256").hex())
h = hmac.new(b"k", digestmod="sha256")
h.update(b"part1")
c = h.copy()
h.update(b"part2")
print(h.hexdigest(), c.hexdigest(), c.name, type(c).__name__)
print(hmac.new(b"k", b"part1part2", "sha256").hexdigest() == h.hexdigest())
print(hmac.HMAC(b"", None, "md5").hexdigest(), hmac.new(b"k", msg=b"m", digestmod="sha1").digest())
print(hmac.digest_size, hmac.trans_5C[:8], hmac.trans_36[-4:])
