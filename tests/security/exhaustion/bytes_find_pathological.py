# technique: bytes find with a near-miss needle
# expect-error: pysafe.LimitError
h = b'a' * 10**6
n = b'a' * 10**5 + b'b'
while True:
    n in h
