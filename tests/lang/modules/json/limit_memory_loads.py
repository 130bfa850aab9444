# pysafe-only
# args: --max-memory=8M --timeout=0
# the values a document makes are charged to the memory budget: 2 MB of
# small objects need far more than 8 MB
import json
doc = '[' + '{"a":[1]},' * 200000 + '{}]'
try:
    json.loads(doc)
    print('parsed')
except BaseException as e:
    print('caught', type(e).__name__)
# expect-error: pysafe.LimitError: memory limit exceeded (8388608 bytes)
