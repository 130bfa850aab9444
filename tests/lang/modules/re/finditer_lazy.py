import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


it = re.finditer(r'\d', 'a1b2c3')
print(next(it).group())
print(next(it).span())
print([m.group() for m in it])
t(lambda: next(it))
it2 = re.finditer('a', 'aaa')
print(iter(it2) is it2)
first = next(it2)
rest = list(it2)
print(first.span(), [m.span() for m in rest])
print(list(it2))
count = 0
for m in re.finditer(r'\w+', 'the quick brown fox'):
    count += 1
    if m.group() == 'brown':
        break
print(count)
