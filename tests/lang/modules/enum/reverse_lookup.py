from enum import Enum

class HttpStatus(Enum):
    OK = 200
    CREATED = 201
    NOT_FOUND = 404
    SERVER_ERROR = 500

by_value = {s.value: s for s in HttpStatus}
print(by_value[404])
by_name = {s.name.lower(): s for s in HttpStatus}
print(by_name['created'])
print([s.name for s in HttpStatus if 200 <= s.value < 300])
codes = [200, 500, 404]
print([HttpStatus(c).name for c in codes])
print(dict((m.name, m.value) for m in HttpStatus))
