# 4,000 pseudo-random decimal texts of 1 to 22 digits: loads agrees with float() on every one
import json
seed = 5
bad = 0
texts = []
for i in range(4000):
    seed = seed * 48271 % 2147483647
    m = seed * 1000003 + i
    e = seed % 60 - 30
    t = str(m)[: 1 + seed % 22]
    if seed % 3:
        t = t[:len(t)//2] + '.' + t[len(t)//2:] if len(t) > 1 else t
    t = ('-' if seed % 2 else '') + t + ('e%d' % e if seed % 4 else '')
    texts.append(t)
vals = json.loads('[' + ','.join(texts) + ']')
print(sum([1 for t, v in zip(texts, vals) if float(t) != v]), len(vals))
print(json.dumps(vals[:5]))
