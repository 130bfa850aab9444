# technique: comparing two 100 MB strings in a loop (work that allocates nothing)
# expect-error: pysafe.LimitError
a = 'a' * (100 << 20)
b = 'a' * (100 << 20)
while True:
    a == b
    a < b
    a.startswith(b)
