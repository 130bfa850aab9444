import hashlib
def t(**k):
    try:
        h = hashlib.blake2s(b'data', **k)
        print(sorted(k), h.hexdigest(), h.digest_size)
    except Exception as e:
        print(sorted(k), type(e).__name__, e)
t()
t(digest_size=1)
t(digest_size=32)
t(digest_size=33)
t(key=b'k' * 32)
t(key=b'k' * 33)
t(salt=b's' * 8)
t(salt=b's' * 9)
t(person=b'p' * 8)
t(person=b'p' * 9)
t(node_offset=2 ** 48 - 1)
t(node_offset=2 ** 48)
for k in ['leaf_size', 'node_offset', 'fanout']:
    for v in [-1, 2**32, 2**48 - 1, 2**63, 2**64 - 1, 2**64, 1.5, None, True]:
        t(**{k: v})
t(inner_size=32)
t(inner_size=33)
t(last_node=1, fanout=2, depth=2, leaf_size=4096, node_depth=1, inner_size=32)
for v in [b'', b'abc', b'a' * 64, b'a' * 65, bytes(range(200))]:
    print(len(v), hashlib.blake2s(v).hexdigest(), hashlib.blake2s(v, key=b'key').hexdigest())
h = hashlib.blake2s(digest_size=16, key=b'x')
h.update(b'part1')
c = h.copy()
h.update(b'part2')
print(h.hexdigest(), c.hexdigest(), h.name, h.block_size, c.digest_size)
