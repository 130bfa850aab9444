d = {frozenset({1, 2}): "x"}
print(d[frozenset({2, 1})], frozenset() == set(), {frozenset(): 1})
