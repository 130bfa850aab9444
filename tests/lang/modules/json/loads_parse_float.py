# parse_float gets the number's text; float (or a false value) means the default
import json
print(json.loads('[1.5, 2, 3e2, -0.25E-1]', parse_float=lambda t: 'F(' + t + ')'))
print(json.loads('[1.5, 2]', parse_float=float), json.loads('[1.5]', parse_float=None))
print(json.loads('1.10', parse_float=str), json.loads('1.10', parse_float=len))
print(json.loads('[0.1, 0.2]', parse_float=lambda t: round(float(t) * 10)))
print(json.loads('{"a": 1.0}', parse_float=0))
print(json.loads('[NaN, 1.0]', parse_float=str))
