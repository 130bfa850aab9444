# nesting past the recursion limit (1000): RecursionError, never a crash; moderate nesting is fine
import json
v = []
for i in range(1100):
    v = [v]
try:
    json.dumps(v)
except RecursionError as e:
    print(type(e).__name__, e)
d = {}
for i in range(1100):
    d = {'k': d}
try:
    json.dumps(d)
except RecursionError as e:
    print(type(e).__name__, e)
m = 'core'
for i in range(300):
    m = [m] if i % 2 else {'k': m}
text = json.dumps(m)
print(len(text), json.loads(text) == m)
