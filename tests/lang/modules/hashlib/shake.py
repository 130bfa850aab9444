import hashlib
for f in (hashlib.shake_128, hashlib.shake_256):
    h = f(b"abc")
    print(h.name, h.digest_size, h.block_size, type(h).__name__)
    for n in [0, 1, 16, 32, 100, 400]:
        print(n, h.hexdigest(n)[-40:], len(h.digest(n)))
    print(h.digest(length=8), h.hexdigest(length=4))
    c = h.copy()
    c.update(b"more")
    print(c.hexdigest(10), h.hexdigest(10))
    for bad in [(), ("x",), (1.5,), (-1,)]:
        try:
            h.hexdigest(*bad)
        except Exception as e:
            print(type(e).__name__, e)
    try:
        h.digest()
    except Exception as e:
        print(type(e).__name__, e)
print(hashlib.new("shake_256", b"x" * 500).hexdigest(64))
