# big ints: exact, any size up to CPython's 4300-digit limit for int(str)
import json
for n in [10**18, 10**19, -10**19, 2**63, 2**64 + 1, 3**200, -(7**300)]:
    v = json.loads(str(n))
    print(v == n, type(v).__name__, len(str(v)))
print(json.loads('[' + '9' * 4300 + ']')[0] == 10**4300 - 1)
try:
    json.loads('1' * 4301)
except ValueError as e:
    print(type(e).__name__, e)
try:
    json.loads('{"a": -' + '2' * 5000 + '}')
except ValueError as e:
    print(type(e).__name__, e)
