# pysafe-only
# args: --max-instructions=300000 --timeout=0
# writing is charged too: a list of 1,000,000 ints is more than 300,000
# instructions' worth of text
import json
big = [123456] * 1000000
try:
    json.dumps(big)
    print('written')
except BaseException as e:
    print('caught', type(e).__name__)
# expect-error: pysafe.LimitError: instruction limit exceeded (300000 instructions)
