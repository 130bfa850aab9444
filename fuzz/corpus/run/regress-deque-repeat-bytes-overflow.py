# pysafe-only
# args: --max-memory=16M --timeout=0
# deque * n is refused before it is built when it cannot fit
from collections import deque
d = deque(range(10))
print(len(deque([1], maxlen=3) * 10 ** 18), (deque([1, 2], maxlen=3) * 10 ** 18))
try:
    d * 81 ** 9
except BaseException as e:
    print('caught', type(e).__name__)
# expect: 3 deque([2, 1, 2], maxlen=3)
# expect-error: pysafe.LimitError: memory limit exceeded (16777216 bytes)
