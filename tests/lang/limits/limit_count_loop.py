# pysafe-only
# args: --max-instructions=10000000 --timeout=0
# (no wall-time limit: the limit under test must be the one that stops it, on any machine)
# list.count charges fuel for its scan: 1000 scans of a million items stop
x = [0] * 10 ** 6
for i in range(1000):
    x.count(1)
# expect-error: pysafe.LimitError: instruction limit exceeded (10000000 instructions)
