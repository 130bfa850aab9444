# parse_constant gets "NaN", "Infinity" or "-Infinity"; it cannot change null/true/false
import json
print(json.loads('[NaN, Infinity, -Infinity, null, true, false]', parse_constant=lambda t: 'C:' + t))
def refuse(t):
    raise ValueError('no ' + t + ' here')
try:
    json.loads('{"x": [1, -Infinity]}', parse_constant=refuse)
except ValueError as e:
    print(type(e).__name__, e)
print(json.loads('[NaN]', parse_constant=None)[0] != 0, json.loads('NaN', parse_constant=str))
