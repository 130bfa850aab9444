# pysafe-only
# args: --max-memory=16M --timeout=0
# deque * n whose byte count overflows int64 (len * n fits, len * n * 8 does not)
# is refused like any repeat too big for the memory limit (a fuzz_run finding)
from collections import deque
d = deque(range(10))
print(len(deque([1], maxlen=3) * 81 ** 9), deque([1, 2], maxlen=5) * 81 ** 9)
d * 81 ** 9
# expect: 3 deque([2, 1, 2, 1, 2], maxlen=5)
# expect-error: pysafe.LimitError: memory limit exceeded (16777216 bytes)
