# parse_int gets an integer's text; int (or a false value) means the default
import json
print(json.loads('[1, -2, 3.5, 100000000000000000000]', parse_int=lambda t: 'I(' + t + ')'))
print(json.loads('[1, 2]', parse_int=float), json.loads('7', parse_int=str))
print(json.loads('[0, -0]', parse_int=int), json.loads('[1]', parse_int=None), json.loads('[1]', parse_int=''))
print(json.loads('{"n": 12}', parse_int=lambda t: int(t) * 2, parse_float=lambda t: 'f'))
print(json.loads('1' * 5000, parse_int=len))
