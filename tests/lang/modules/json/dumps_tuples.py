# tuples are written as arrays, lists inside tuples and the other way round
import json
print(json.dumps((1, 2)), json.dumps(()), json.dumps(((),)), json.dumps({'t': (1, [2, (3,)])}))
print(json.dumps([(1, 'a'), (2, 'b')], indent=1))
print(json.loads(json.dumps((1, (2, 3)))))
