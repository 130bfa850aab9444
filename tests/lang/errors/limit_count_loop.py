# pysafe-only
# args: --max-instructions=10000000
# list.count charges fuel for its scan: 1000 scans of a million items stop
x = [0] * 10 ** 6
for i in range(1000):
    x.count(1)
# expect-error: pysafe.LimitError: instruction limit exceeded (10000000 instructions)
