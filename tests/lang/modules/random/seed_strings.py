# str and bytes seeds, version 2 (sha512) and version 1
import random
for s in ["", "a", "hello", "héllo wörld", "\U0001f600" * 5, "x" * 1000, b"", b"abc", b"\x00\xff" * 40]:
    random.seed(s)
    a = random.random()
    random.seed(s, version=2)
    b = random.random()
    random.seed(s, version=1)
    c = random.random()
    print(repr(s)[:40], a, a == b, c)
