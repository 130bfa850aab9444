# technique: a dict grown forever
# expect-error: pysafe.LimitError
d = {}
i = 0
while True:
    d[i] = str(i)
    i += 1
