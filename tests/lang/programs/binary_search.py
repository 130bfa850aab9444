def bsearch(xs, target):
    lo, hi = 0, len(xs) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if xs[mid] == target:
            return mid
        if xs[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1
xs = list(range(0, 100, 3))
print([bsearch(xs, t) for t in [0, 3, 99, 50, 51, -1]])
def insertion_sort(a):
    a = a[:]
    for i in range(1, len(a)):
        k = a[i]
        j = i - 1
        while j >= 0 and a[j] > k:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = k
    return a
print(insertion_sort([5, 2, 9, 1, 5, 6]))
def merge_sort(a):
    if len(a) <= 1:
        return a
    m = len(a) // 2
    l, r = merge_sort(a[:m]), merge_sort(a[m:])
    out = []
    while l and r:
        out.append(l.pop(0) if l[0] <= r[0] else r.pop(0))
    return out + l + r
print(merge_sort([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]))
