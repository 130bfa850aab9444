import hashlib
data = bytes(range(256)) * 1000
for n in ["md5", "sha1", "sha256", "sha512", "sha3_256", "blake2b", "blake2s"]:
    one = hashlib.new(n, data).hexdigest()
    h = hashlib.new(n)
    for i in range(0, len(data), 1000):
        h.update(data[i:i + 1000])
    h2 = hashlib.new(n)
    for i in range(0, len(data), 127):
        h2.update(data[i:i + 127])
    print(n, one, one == h.hexdigest() == h2.hexdigest())
print(hashlib.shake_128(data).hexdigest(32))
