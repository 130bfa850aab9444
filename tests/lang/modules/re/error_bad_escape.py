import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


for p in [r'\q', r'\e', r'\c', r'[\q]', r'\z', r'[\A]', r'\_', r'\%', '\\', 'ab\\', r'\u12', r'\x4', r'\U1234', r'\N', r'\N{', r'\N{NO SUCH}', r'\8', r'[\9]', r'\777', r'\p{L}', r'\k<x>']:
    try:
        re.compile(p)
        print(repr(p), 'ok')
    except re.error as e:
        print(repr(p), e)
for p in [rb'\u0041', rb'\N{A}', b'\\\xe9']:
    try:
        re.compile(p)
        print(repr(p), 'ok')
    except re.error as e:
        print(repr(p), e)
