import hashlib
data = bytes(range(256)) * 9
for name in ['md5', 'sha1', 'sha256', 'sha512', 'sha3_256', 'blake2b', 'blake2s']:
    whole = hashlib.new(name, data).hexdigest()
    results = []
    for step in [1, 7, 63, 64, 65, 128, 1000]:
        h = hashlib.new(name)
        for i in range(0, len(data), step):
            h.update(data[i:i + step])
        results.append(h.hexdigest() == whole)
    h = hashlib.new(name)
    h.update(data[:100])
    c = h.copy()
    c2 = c.copy()
    h.update(data[100:])
    c.update(data[100:])
    c2.update(b'different')
    print(name, results, h.hexdigest() == whole, c.hexdigest() == whole, c2.hexdigest() == whole, h.digest() == bytes.fromhex(whole))
h = hashlib.sha256()
d1 = h.digest()
h.update(b'x')
print(d1 == hashlib.sha256().digest(), h.digest() == hashlib.sha256(b'x').digest(), h.digest() == h.digest())
