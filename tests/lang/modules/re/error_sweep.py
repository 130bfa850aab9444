import re
pats = ['(', ')', '(()', '())', '[', '[a', '[]', '[^]', 'a**', '*', '+a', '?', 'a{2,1}', '\\', 'a\\', '\\x', '\\x1', '\\xg0',
        '\\u12', '\\U1234567', '\\U00110000', '\\N', '\\N{', '\\N{LATIN}', '\\N{NOPE}', '\\c', '\\k<a>', '\\9', '(a)\\2',
        '(?P<1>a)', '(?P<a-b>a)', '(?P<>a)', '(?P<a>a)(?P<a>b)', '(?P=b)', '(?P=1)', '(?P', '(?Px)', '(?P<a', '(?<', '(?<x',
        '(?<=a+)b', '(?<!a*)b', '(?<=a|bc)d', '(?#unterminated', '(?z)', '(?i', '(?-i)', '(?i-i:a)', '(?a-u:x)', '(?au)',
        '(?L)', '(?u)a', 'a(?i)b', '(?x) [a', '[z-a]', '[a-\\d]', '[\\d-z]', '[a-]', '\\b{2}', '(?=a)*', '^*', '$+',
        '\\A?', '(?:)*', '(?>a', '(*FAIL)', '\\p{L}', '\\X', '\\R', '\\h', '(?|a)', '(?&n)', '(?R)', '[[:alpha:]]', '\\z', '\\G']
for p in pats:
    try:
        r = re.compile(p)
        print(repr(p), 'ok', r.groups)
    except re.error as e:
        print(repr(p), e.msg, e.pos, e.lineno, e.colno, str(e))
    except Exception as e:
        print(repr(p), type(e).__name__, e)
