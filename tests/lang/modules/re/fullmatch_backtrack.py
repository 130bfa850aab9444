import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.fullmatch(r'(a+)(a+)', 'aaaa').groups())
t(lambda: re.fullmatch(r'(a+?)(a+)', 'aaaa').groups())
t(lambda: re.fullmatch(r'(\w+)\s(\w+)', 'hello world').groups())
t(lambda: re.fullmatch(r'x(?:y|yz)', 'xyz').group())
t(lambda: re.fullmatch(r'(?:a|b)*c', 'ababc').group())
t(lambda: re.fullmatch(r'.*\.py', 'dir/file.py').group())
t(lambda: re.fullmatch(r'.*\.py', 'dir/file.pyc'))
