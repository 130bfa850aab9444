print(hash(1) == hash(1.0), hash("a") == hash("a"), hash((1, 2)) == hash((1, 2)), hash(True) == 1, hash(-1), hash(0.5))
print(hash(2**61), hash(-2**61), hash(10**20), hash(1e100) == hash(int(1e100)))
hash([])
