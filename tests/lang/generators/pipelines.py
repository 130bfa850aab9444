import json
def read_lines(text):
    for line in text.splitlines():
        yield line
def parse(lines):
    for line in lines:
        line = line.strip()
        if not line or line.startswith('#'):
            continue
        try:
            yield json.loads(line)
        except ValueError as e:
            yield {'error': str(e)[:20]}
def only(records, key):
    return (r[key] for r in records if key in r)
data = '''
{"n": 1}
# comment
{"n": 2, "tag": "x"}
not json
{"tag": "y"}
{"n": 3}
'''
print(list(parse(read_lines(data))))
print(sum(only(parse(read_lines(data)), 'n')))
print(sorted(only(parse(read_lines(data)), 'tag')))
def batched(it, n):
    batch = []
    for x in it:
        batch.append(x)
        if len(batch) == n:
            yield batch
            batch = []
    if batch:
        yield batch
print(list(batched(range(7), 3)), list(batched([], 2)))
def window(seq, n):
    it = iter(seq)
    win = []
    for x in it:
        win.append(x)
        if len(win) == n:
            yield tuple(win)
            win.pop(0)
print(list(window('abcde', 3)))
def take(n, it):
    for i, x in enumerate(it):
        if i >= n:
            return
        yield x
def naturals():
    n = 0
    while True:
        yield n
        n += 1
print(list(take(5, (x * x for x in naturals() if x % 2))))
def flatten(x):
    if isinstance(x, (list, tuple)):
        for y in x:
            yield from flatten(y)
    else:
        yield x
print(list(flatten([1, [2, (3, [4, []])], 5])))
def interleave(*gens):
    gens = [iter(g) for g in gens]
    while gens:
        for g in list(gens):
            try:
                yield next(g)
            except StopIteration:
                gens.remove(g)
print(list(interleave('abc', [1, 2], (x for x in 'XYZW'))))
print(dict(enumerate(x for x in 'hey')), max((len(w), w) for w in 'a bb ccc'.split()))
