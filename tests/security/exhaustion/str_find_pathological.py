# technique: naive-search worst case: find of a^n b in a^m
# expect-error: pysafe.LimitError
h = 'a' * 10**6
n = 'a' * 10**5 + 'b'
while True:
    h.find(n)
