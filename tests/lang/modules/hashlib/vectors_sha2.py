import hashlib
vectors = [b'', b'abc', b'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
           b'abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu',
           b'a' * 111, b'a' * 112, b'a' * 127, b'a' * 128, b'a' * 129, b'a' * 239, b'a' * 240, bytes(range(256))]
for v in vectors:
    print(len(v))
    for name in ['sha224', 'sha256', 'sha384', 'sha512']:
        print(' ', name, getattr(hashlib, name)(v).hexdigest())
for name in ['sha512_224', 'sha512_256']:
    print(name, hashlib.new(name, b'abc').hexdigest(), hashlib.new(name).digest_size, hashlib.new(name).block_size)
