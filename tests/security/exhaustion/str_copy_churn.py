# technique: a loop that makes and drops a 100 MB string each turn (upper, slicing)
# expect-error: pysafe.LimitError
s = 'a' * (100 << 20)
while True:
    s.upper()
    s[1:]
