# technique: an infinite loop
# expect-error: pysafe.LimitError
while True:
    pass
