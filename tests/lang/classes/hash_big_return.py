# __hash__ returning an int that fits in 64 bits is the hash itself, beyond
# that it is hashed as an int; -1 becomes -2.
class H:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return self.v


t = (1, 2, (3, 4.5))
for v in (0, 5, -1, 2 ** 50, -2 ** 50, 2 ** 63 - 1, -2 ** 63, 2 ** 63, 2 ** 64 + 3, -2 ** 70, hash(t), True):
    print(v, hash(H(v)), hash(H(v)) == hash(v))
print(hash(H(hash(t))) == hash(t))
