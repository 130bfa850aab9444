def f(n, acc=[]):
    acc.append({"n": n, "s": str(n) * 3})
    return len(acc)
data = [f(i) for i in range(20)]
words = "the quick brown fox".split()
print(sorted(words, key=len), {w: len(w) for w in words}, set(data[:5]))
try:
    {}["x"]
except KeyError as e:
    print("caught", e)
print(f"{3.14159:.2f}", 2 ** 100, "-".join(map(str, range(5))))
