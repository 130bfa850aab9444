# iterator type names and behaviour, compared with python3
xs = [iter([]), iter(()), iter(''), iter('é'), iter(b''), iter({}), iter(set()), iter(frozenset()),
      iter(range(3)), iter(range(2**62, 2**62+1)), reversed([]), reversed(range(3)), reversed(()), reversed('ab'), reversed({}),
      iter({}.keys()), iter({}.values()), iter({}.items()), reversed({}.keys()), reversed({}.values()), reversed({}.items()),
for x in xs:
    print(type(x).__name__, repr(type(x)), type(x) is type(iter(x)))
print(type(dict.fromkeys), type(str.join), type(int.from_bytes))
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
for r in [range(0), range(5), range(1, 10, 3), range(10, 1, -3), range(-5, 5, 2), range(2**62, 2**62 + 10, 3),
          range(-2**62, 2**62, 2**61), range(2**63 - 3, 2**63 - 1), range(-2**63, -2**63 + 4, 2)]:
    t(lambda: list(reversed(r)))
    it = reversed(r)
    t(lambda: next(it, None))
    t(lambda: list(it))
d = {1: 'a', 2: 'b', 3: 'c'}
t(lambda: list(reversed(d)))
t(lambda: list(reversed(d.values())))
t(lambda: list(reversed(d.items())))
del d[2]
d[4] = 'd'
t(lambda: list(reversed(d.items())))
it = reversed(d)
t(lambda: next(it))
d[5] = 'e'
t(lambda: next(it))
t(lambda: next(it))
it = reversed(d.keys())
del d[1]
d[1] = 'z'
t(lambda: list(it))
t(lambda: list(reversed({})))
t(lambda: list(b'\x00\xffab'))
it = iter(b'xy')
t(lambda: (next(it), next(it), next(it, 'end'), next(it, 'end')))
t(lambda: list(iter('aé€😀')))
t(lambda: list(reversed('aé€😀')))
l = [1, 2, 3]
it = reversed(l)
t(lambda: next(it))
l.clear()
t(lambda: next(it, 'stop'))
l.extend([7, 8, 9])
t(lambda: next(it, 'stop'))
l = [1, 2, 3]
it = reversed(l)
l.append(4)
t(lambda: list(it))
t(lambda: type(reversed(l)) is type(reversed([])))
t(lambda: sum(reversed(range(10**6))))
