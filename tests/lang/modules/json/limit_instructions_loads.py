# pysafe-only
# args: --max-instructions=300000 --timeout=0
# parsing is charged to the instruction budget in proportion to the text:
# a 4 MB document cannot be parsed on 300,000 instructions, and the limit
# cannot be caught
doc = '[' + '1234567,' * 500000 + '0]'
try:
    import json
    json.loads(doc)
    print('parsed')
except BaseException as e:
    print('caught', type(e).__name__)
# expect-error: pysafe.LimitError: instruction limit exceeded (300000 instructions)
