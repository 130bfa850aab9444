# pysafe-only
# args: --max-memory=16M --timeout=0
# shake's digest(n) / hexdigest(n) with n so big that the bytes the output
# needs (3 per digest byte: the digest and its hex) overflow int64 is refused
# like any output too big for the memory limit (signed overflow before the
# memory check, found reviewing the reservations of items wider than a byte)
import hashlib
for n in (2 ** 62, 2 ** 63 - 1, 3074457345618258603):
    for f in ("digest", "hexdigest"):
        try:
            getattr(hashlib.shake_128(b""), f)(-n)
        except MemoryError as e:
            print(f, "negative: MemoryError", repr(str(e)))
print(len(hashlib.shake_256(b"x").hexdigest(1000)))
hashlib.shake_128(b"").hexdigest(2 ** 62)
# expect: digest negative: MemoryError ''
# expect: hexdigest negative: MemoryError ''
# expect: digest negative: MemoryError ''
# expect: hexdigest negative: MemoryError ''
# expect: digest negative: MemoryError ''
# expect: hexdigest negative: MemoryError ''
# expect: 2000
# expect-error: pysafe.LimitError: memory limit exceeded (16777216 bytes)
