# pysafe-only
# bytearray(n) is refused before anything is allocated, and the refusal is
# the memory limit, which no except clause sees
try:
    b = bytearray(10 ** 12)
except BaseException:
    print("caught")
# expect-error: pysafe.LimitError: memory limit exceeded (67108864 bytes)
