# Dicts: counting with get(), int, str and tuple keys, membership tests,
# deletion, items() iteration and a final fold over the counts.
N = 300000

seed = 12345  # MINSTD: seed * 48271 < 2**47, a machine int in every engine
by_int = {}
by_str = {}
by_pair = {}
seen = {}
for i in range(N):
    seed = seed * 48271 % 2147483647
    k = seed % 5003
    by_int[k] = by_int.get(k, 0) + 1
    s = "k" + str(k % 701)
    by_str[s] = by_str.get(s, 0) + 1
    pair = (k % 31, k % 17)
    if pair in by_pair:
        by_pair[pair] += k
    else:
        by_pair[pair] = k
    if k in seen:
        del seen[k]
    else:
        seen[k] = i
check = 0
for key, n in by_int.items():
    check = (check * 31 + key * n) % 1000000007
for key, n in by_str.items():
    check = (check * 31 + len(key) * n) % 1000000007
for key, v in by_pair.items():
    check = (check * 31 + key[0] * key[1] + v) % 1000000007
print(len(by_int), len(by_str), len(by_pair), len(seen), check)
print(max(by_int.values()), min(by_str.values()), sorted(seen)[:5])
