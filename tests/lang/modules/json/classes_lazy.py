# JSONEncoder and JSONDecoder are there however they are first named
from json.decoder import JSONDecoder
from json.encoder import JSONEncoder
import json
print(json.JSONDecoder is JSONDecoder, json.JSONEncoder is JSONEncoder)
print(JSONDecoder().decode('[1]'), JSONEncoder().encode([1]))
try:
    from json.encoder import JSONDecoder
except ImportError as e:
    print(type(e).__name__)
try:
    json.decoder.JSONEncoder
except AttributeError as e:
    print(e)
try:
    json.NoSuchThing
except AttributeError as e:
    print(e)
