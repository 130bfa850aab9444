# pysafe-only
# args: --max-memory=2000000
x = []
while True:
    x.append("abc" * 100)
# expect-error: pysafe.LimitError: memory limit exceeded (2000000 bytes)
