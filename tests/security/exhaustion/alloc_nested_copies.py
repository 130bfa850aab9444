# technique: a list of ever larger copies
# expect-error: pysafe.LimitError
l = [0] * 1000
keep = []
while True:
    keep.append(l[:])
