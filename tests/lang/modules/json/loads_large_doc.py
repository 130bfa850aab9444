# a larger generated document: exact round trip, stable text
import json
seed = 12345
rows = []
for i in range(500):
    seed = seed * 48271 % 2147483647
    rows.append({'i': i, 'f': seed / 997, 'neg': -seed, 's': 'row %d \u00e9 \\ "q"' % i,
                 'ok': seed % 2 == 0, 'n': None, 'l': [seed % 7, [seed % 3], {}], 'big': seed ** 3})
text = json.dumps(rows)
back = json.loads(text)
print(len(text), back == rows, json.dumps(back) == text)
print(sum(r['big'] for r in back) % 1000003, back[234]['s'])
text2 = json.dumps(rows, indent=1, sort_keys=True, ensure_ascii=False)
print(len(text2), json.loads(text2) == rows)
