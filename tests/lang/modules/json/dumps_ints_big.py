# ints of any size; bools are not ints here
import json
print(json.dumps([2 ** 64, -(10 ** 30), 3 ** 100, 140737488355328, -140737488355329, 2 ** 47 - 1]))
print(json.dumps([True, False, 1, 0]), json.dumps({True: 1, False: 0, 1: 'one'}))
print(json.dumps(10 ** 4299)[:10], len(json.dumps(10 ** 4299)))
try:
    json.dumps([10 ** 4300])
except ValueError as e:
    print(type(e).__name__, e)
try:
    json.dumps({10 ** 5000: 1})
except ValueError as e:
    print(type(e).__name__, e)
print(json.dumps({2 ** 70: 1, -5: 2}))
