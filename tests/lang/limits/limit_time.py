# pysafe-only
# args: --timeout=100ms
while True:
    pass
# expect-error: pysafe.LimitError: time limit exceeded (100 ms)
