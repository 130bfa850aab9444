def stats(xs):
    return sum(xs), len(xs), sum(xs) / len(xs)
total, count, mean = stats([1, 2, 3, 4])
print(total, count, mean, stats([5]))
