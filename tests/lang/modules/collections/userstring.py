from collections import UserString
s = UserString('Hello World')
print(s, repr(s), len(s), s[0], s[-5:], type(s[0]).__name__, 'World' in s, s.upper(), s.lower(), type(s.upper()).__name__)
print(s.split(), s.find('o'), s.rfind('o'), s.count('l'), s.replace('l', 'L'), s.startswith('He'), s.endswith('x'))
print(s + '!', '>' + s, s * 2, s == 'Hello World', s < 'Z', s.strip('Hd'), s.center(15, '*'), s.zfill(13))
print(hash(s) == hash('Hello World'), str(s), s.title(), s.swapcase(), s.partition(' '), s.isalpha(), UserString(42))
print(list(s)[:3], sorted(UserString('cab')), s.join(['a', 'b']), s.index('W'), s.format(), s.ljust(12, '.'))
print(UserString('%s!') % 'hi', s.casefold(), s.removeprefix('Hello '), s.removesuffix('World'), s.splitlines())
