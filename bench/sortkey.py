# Sorting with key functions: sorted() and list.sort() with lambdas,
# tuple keys, reverse=True, str keys and a stable multi-pass sort.
N = 100000

seed = 7  # MINSTD: seed * 48271 < 2**47, a machine int in every engine
rows = []
for i in range(N):
    seed = seed * 48271 % 2147483647
    rows.append((seed % 1000, "n" + str(seed % 9973), i))
by_num = sorted(rows, key=lambda r: r[0])
by_name = sorted(rows, key=lambda r: r[1], reverse=True)
by_both = sorted(rows, key=lambda r: (r[0] % 10, r[1], -r[2]))
names = [r[1] for r in rows]
names.sort(key=len)
stable = list(rows)
stable.sort(key=lambda r: r[1])
stable.sort(key=lambda r: r[0] // 100)
nums = [r[0] * 1000 + r[2] % 1000 for r in rows]
nums.sort(reverse=True)
check = 0
for lst in (by_num, by_name, by_both, stable):
    for j in range(0, N, 97):
        check = (check * 131 + lst[j][2]) % 1000000007
print(check, names[0], names[-1], nums[:3], by_both[0], stable[-1])
