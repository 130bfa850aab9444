# pysafe-only
# args: --max-memory=16M --timeout=0
# bytearray *= n whose length overflows int64 is refused like any repeat too
# big for the memory limit, before the product is formed (found in review
# beside the deque repeat fuzz finding)
b = bytearray(b"0123456789")
print(len(b * 0), len(b * 2))
b *= 10 ** 18
# expect: 0 20
# expect-error: pysafe.LimitError: memory limit exceeded (16777216 bytes)
