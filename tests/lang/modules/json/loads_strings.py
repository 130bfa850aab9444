# string escapes: the eight short ones and \uXXXX in either case
import json
cases = [r'"plain"', r'""', r'"\""', r'"\\"', r'"\/"', r'"\b\f\n\r\t"', r'"\u0041\u00e9\u4e2d"',
         r'"\u00E9\u00e9"', r'"a\u0000b"', r'"\u001f"', r'"tab:\tend"', r'"x\\ny"', r'"\\\\"',
         r'"mixed \"quotes\" and \\ slashes /"', r'"\u20ac100"', r'"caf\u00e9"']
for c in cases:
    v = json.loads(c)
    print(c, repr(v), len(v))
