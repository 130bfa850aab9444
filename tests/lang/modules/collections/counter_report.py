from collections import Counter
records = []
for i in range(300):
    records.append({'user': 'u%d' % (i % 17), 'kind': ['view', 'click', 'buy'][i * 7 % 3], 'n': i % 5})
by_user = Counter(r['user'] for r in records)
by_kind = Counter(r['kind'] for r in records)
weighted = Counter()
for r in records:
    weighted[r['user']] += r['n']
print(by_user.most_common(5))
print(by_kind)
print(weighted.most_common(3), weighted.total())
pairs = Counter((r['user'], r['kind']) for r in records)
print(pairs.most_common(4))
print(sorted(by_user.items(), key=lambda kv: (-kv[1], kv[0]))[:5])
letters = Counter()
for w in ['apple', 'banana', 'cherry']:
    letters.update(w)
print(letters.most_common(4), letters['z'])
print((by_user - Counter({'u0': 100})).most_common(2))
