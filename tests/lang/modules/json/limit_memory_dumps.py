# pysafe-only
# args: --max-memory=8M --timeout=0
# the output buffer grows against the memory budget
import json
row = ['x' * 100] * 100
try:
    json.dumps([row] * 1000)
    print('written')
except BaseException as e:
    print('caught', type(e).__name__)
# expect-error: pysafe.LimitError: memory limit exceeded (8388608 bytes)
