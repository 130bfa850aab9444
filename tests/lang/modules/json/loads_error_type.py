# JSONDecodeError: a ValueError, named as CPython names it
import json
import json.decoder
print(json.JSONDecodeError.__name__, json.JSONDecodeError.__qualname__)
print(json.JSONDecodeError)
print(json.decoder.JSONDecodeError is json.JSONDecodeError)
print(issubclass(json.JSONDecodeError, ValueError), issubclass(json.JSONDecodeError, Exception))
try:
    json.loads('[')
except ValueError as e:
    print(type(e).__name__, repr(e))
    print(isinstance(e, json.JSONDecodeError), isinstance(e, ValueError), type(e) is json.JSONDecodeError)
    print(type(e))
try:
    json.loads('{"a" 1}')
except Exception as e:
    print(e)
try:
    json.loads('x')
except (KeyError, json.decoder.JSONDecodeError) as e:
    print('caught', e.msg)
