import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.sub(r'\d+', lambda m: str(int(m.group()) * 2), 'a1 b22 c333'))
t(lambda: re.sub(r'(\w)(\w*)', lambda m: m.group(1).upper() + m.group(2), 'hello big world'))
seen = []
def repl(m):
    seen.append((m.start(), m.group()))
    return '#'
print(re.sub('a|b', repl, 'xaybz'), seen)
t(lambda: re.sub('a', lambda m: None, 'xax'))
t(lambda: re.sub('a', lambda m: 5, 'xaxa'))
t(lambda: re.sub('(a)', lambda m: m.expand(r'[\1]'), 'xax'))
def boom(m):
    raise ValueError('no ' + m.group())
t(lambda: re.sub('a', boom, 'xa'))
t(lambda: re.sub('a', len, 'xa'))
