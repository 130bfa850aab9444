# pysafe-only
# a bytearray that grows without end stops at the memory budget: each
# growth of its buffer is charged before it happens
# args: --max-memory=8000000
b = bytearray()
chunk = b'x' * 10000
n = 0
try:
    while True:
        b += chunk
        n += 1
except MemoryError:
    print("caught")
# expect-error: pysafe.LimitError: memory limit exceeded (8000000 bytes)
