# technique: nested loops of 10**6 x 10**6
# expect-error: pysafe.LimitError
for i in range(10**6):
    for j in range(10**6):
        pass
