def minmax(xs):
    return min(xs), max(xs)
lo, hi = minmax([3, 1, 4])
print(lo, hi, minmax([2]))
a = 1, 2
b, = [3]
print(a, b)
