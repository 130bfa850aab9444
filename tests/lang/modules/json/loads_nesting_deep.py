# nesting far past the recursion limit is a RecursionError, never a crash
import json
for opener, closer in [('[', ']'), ('{"k":', '}')]:
    doc = opener * 100000 + '1' + closer * 100000
    try:
        json.loads(doc)
        print('parsed?')
    except RecursionError as e:
        print(type(e).__name__, e)
try:
    json.loads('[' * 100000)
except RecursionError as e:
    print(type(e).__name__, e)
