# pysafe-only
# args: --max-memory=16M --timeout=0
# a deque's ring is charged to the memory budget as it grows: a runaway
# one stops at the limit, which no handler sees
from collections import deque
d = deque()
try:
    d.extend(range(10 ** 8))
except BaseException as e:
    print('caught', type(e).__name__)
# expect-error: pysafe.LimitError: memory limit exceeded (16777216 bytes)
