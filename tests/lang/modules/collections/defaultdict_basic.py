from collections import defaultdict
d = defaultdict(list)
d['a'].append(1); d['a'].append(2); d['b'].append(3)
print(d, d['a'], len(d), d.default_factory)
print(d['missing'], d)
i = defaultdict(int)
for ch in 'mississippi':
    i[ch] += 1
print(i, dict(i), sorted(i.items()))
s = defaultdict(set); s['x'].add(1); s['x'].add(1); s['y'].add(2); print(s)
n = defaultdict(lambda: 'dflt'); print(n['k'], dict(n))
dd = defaultdict(dict); dd['a']['b'] = 1; print(dd)
nested = defaultdict(lambda: defaultdict(int)); nested['x']['y'] += 2; print(dict(nested['x']), len(nested))
print(defaultdict(), defaultdict(None), defaultdict(None, {'a': 1}), defaultdict(int, a=1, b=2))
print(defaultdict(list, [('a', [1])]), defaultdict(str, {'k': 'v'}, z='q'))
print(isinstance(d, dict), type(d).__name__, type(d))
print('zz' in d, d.get('zz'), 'zz' in d, d.get('zz', 5))
print(d.pop('a'), d.setdefault('q', 9), d)
