import re
p = re.compile(r'\b\w+\b')
s = 'alpha beta gamma delta'
for pos, endpos in [(0, 100), (3, 100), (6, 10), (6, 9), (-5, 8), (10, 5), (22, 22), (100, 200), (0, -1), (1, 2 ** 70)]:
    try:
        print(pos, endpos, p.findall(s, pos, endpos), [m.span() for m in p.finditer(s, pos, endpos)],
              p.search(s, pos, endpos), p.match(s, pos, endpos), p.fullmatch(s, pos, endpos))
    except Exception as e:
        print(pos, endpos, type(e).__name__, e)
a = re.compile(r'^\w')
print(a.search('xyz', 1), re.compile(r'(?m)^\w').search('x\nyz', 1), re.compile(r'\A\w').search('xyz', 1))
print(re.compile(r'(?<=a)b').search('ab', 1), re.compile(r'b(?=c)').search('bc', 0, 1), re.compile(r'b$').search('bc', 0, 1))
print(re.compile(r'\bb').search('ab', 1), re.compile(r'x*').findall('xxx', 1, 2))
m = p.search(s, 6, 15)
print(m.pos, m.endpos, m.string, m.re.pattern, m.span())
print(p.search(s, pos=11), p.match(s, endpos=3), p.fullmatch(s, pos=6, endpos=10))
try:
    p.search(s, 'x')
except Exception as e:
    print(type(e).__name__, e)
try:
    p.search(s, 1.5)
except Exception as e:
    print(type(e).__name__, e)
