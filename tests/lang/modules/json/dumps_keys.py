# dict keys: str kept, int/float/bool/None converted as CPython converts them
import json
print(json.dumps({'a': 1, 2: 'two', 3.5: 'f', True: 't', False: 'f', None: 'n'}))
print(json.dumps({1: 1, 1.0: 2}), json.dumps({-0.0: 0}), json.dumps({10 ** 20: 'big'}))
print(json.dumps({'é': 1, 'quote"': 2, 'nl\n': 3}))
print(json.loads(json.dumps({1: 'a', 2.5: 'b', None: 'c'})))
print(json.dumps({0.1: 1, 1e300: 2, 2 ** 53: 3}))
