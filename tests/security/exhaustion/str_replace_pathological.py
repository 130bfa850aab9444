# technique: replace with a near-miss needle
# expect-error: pysafe.LimitError
h = 'a' * 10**6
n = 'a' * 10**5 + 'b'
while True:
    h.replace(n, '')
