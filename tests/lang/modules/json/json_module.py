# the module's names, and the ways of importing it and json.decoder
import json
import json.decoder
import json.decoder as dec
from json import loads, dumps, JSONDecodeError
from json.decoder import JSONDecodeError as JDE
print(json.__name__, json.decoder.__name__, dec.__name__)
print(dec is json.decoder, JDE is JSONDecodeError is json.JSONDecodeError)
print(loads(dumps({'a': [1, 2.5, None]})))
print(json.loads.__name__, json.dumps.__name__, json.load.__name__, json.dump.__name__)
try:
    from json import nothing_here
except ImportError as e:
    print(type(e).__name__)
try:
    json.nothing_here
except AttributeError as e:
    print(type(e).__name__, e)
