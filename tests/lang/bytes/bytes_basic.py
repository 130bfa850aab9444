b = b"abc"
print(b, len(b), b[0], b[-1], b + b"de", b * 2, b"b" in b, 99 in b, list(b), bytes(3), bytes([65, 66]), bytes("hé", "utf-8"))
print(b == b"abc", b < b"abd", b.decode(), repr(b"\x00\n'\""), hash(b) == hash(b"abc"), bytes(), bytes(b"x"))
bytes([300])
