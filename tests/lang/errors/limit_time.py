# pysafe-only
# args: --max-time-ms=100
while True:
    pass
# expect-error: pysafe.LimitError: time limit exceeded (100 ms)
