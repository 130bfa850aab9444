# an uncaught JSONDecodeError: the traceback names it json.decoder.JSONDecodeError
import json
print(json.loads('[1, 2]'))
json.loads('{"a": [1, 2,]}')
