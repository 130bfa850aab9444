# pysafe-only
# args: --max-instructions=1000000 --timeout=0
# (no wall-time limit: the limit under test must be the one that stops it, on any machine)
# bigint's cost estimate is charged before the work: refused at once
try:
    x = 10 ** 10 ** 8
except MemoryError:
    print("caught")
# expect-error: pysafe.LimitError: instruction limit exceeded (1000000 instructions)
