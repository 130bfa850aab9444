import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


s = 'héllo wörld 😀 日本'
for m in re.finditer(r'\S+', s):
    print(m.span(), m.group(), m.start(), m.end())
m = re.search('wörld', s)
print(m.span(), s[m.start():m.end()])
print(re.search('😀', s).span())
print(re.search('本', s).span())
p = re.compile(r'\w+')
print(p.search(s, 7).span(), p.search(s, 7, 9).span())
print([m.span() for m in p.finditer(s, 2, 12)])
print(re.split(' ', s))
print(re.sub('ö', 'o', s))
print(re.subn(r'[^\x00-\x7f]', '?', s))
m = re.search(r'(é)(l+)', s)
print(m.span(1), m.span(2), m.regs)
