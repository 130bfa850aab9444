# technique: bytes(10**12) and b'x' * 10**12
# expect-error: pysafe.LimitError
b = b'x' * 10**11
b = bytes(10**12)
