# pysafe-only
# args: --max-instructions=10000
n = 0
while True:
    n += 1
# expect-error: pysafe.LimitError: instruction limit exceeded (10000 instructions)
