from collections import defaultdict
words = 'apple avocado banana blueberry cherry cranberry date'.split()
by_letter = defaultdict(list)
for w in words:
    by_letter[w[0]].append(w)
print(dict(by_letter))
lengths = defaultdict(int)
for w in words:
    lengths[len(w)] += 1
print(sorted(lengths.items()))
graph = defaultdict(set)
for a, b in [(1, 2), (2, 3), (1, 3), (3, 4)]:
    graph[a].add(b); graph[b].add(a)
print({k: sorted(v) for k, v in sorted(graph.items())})
totals = defaultdict(float)
for name, amt in [('a', 1.5), ('b', 2.25), ('a', 3.0)]:
    totals[name] += amt
print(totals)
idx = defaultdict(lambda: len(idx))
for w in ['x', 'y', 'x', 'z']:
    idx[w]
print(dict(idx))
matrix = defaultdict(lambda: defaultdict(int))
for r, c in [(0, 1), (0, 1), (2, 3)]:
    matrix[r][c] += 1
print({r: dict(cs) for r, cs in matrix.items()})
