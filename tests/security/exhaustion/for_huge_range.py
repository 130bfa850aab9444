# technique: for over range(10**18)
# expect-error: pysafe.LimitError
for i in range(10**18):
    pass
