import re, copy
m = re.search(r'(\w)(\d)?', 'x1 y')
print(copy.copy(m) is m, copy.deepcopy(m) is m)
p = re.compile('ab')
print(copy.copy(p) is p, copy.deepcopy(p) is p)
print(m.expand(r'<\1|\2>'), m.expand(r'\g<0>'))
m2 = re.search(r'(\w)(\d)?', 'y')
print(m2.expand(r'<\1|\2>'), m2.groups(), m2.regs)
try:
    m2.expand(r'\3')
except re.error as e:
    print(type(e).__name__, e)
print(bool(m), bool(re.match('', '')), re.match('a', 'b'))
print(m.string, m.re is re.compile(r'(\w)(\d)?'), m.re.flags, m.re.pattern)
print(type(m).__name__, type(p).__name__, re.Match is type(m), re.Pattern is type(p))
print(p == re.compile('ab'), p != re.compile('ab', re.I), p == re.compile(b'ab'))
print(re.compile(p) is p)
try:
    re.compile(p, re.I)
except Exception as e:
    print(type(e).__name__, e)
print(copy.deepcopy([m, {'p': p}])[0] is m)
class Pattern:
    pass
class Match:
    def __init__(self):
        self.v = [1]
x = Match()
y = copy.deepcopy(x)
print(y is x, y.v == x.v, y.v is x.v, copy.copy(Pattern()) is not None)
