# the documented recipes: grades by breakpoints, find_le/find_ge/find_lt/find_gt, sorted collections
import bisect
def grade(score, breakpoints=[60, 70, 80, 90], grades='FDCBA'):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100, 59.9, 60]])
a = [1, 3, 3, 5, 8, 13]
def find_lt(a, x):
    i = bisect.bisect_left(a, x)
    if i:
        return a[i - 1]
    raise ValueError('none')
def find_le(a, x):
    i = bisect.bisect_right(a, x)
    if i:
        return a[i - 1]
    raise ValueError('none')
def find_gt(a, x):
    i = bisect.bisect_right(a, x)
    if i != len(a):
        return a[i]
    raise ValueError('none')
def find_ge(a, x):
    i = bisect.bisect_left(a, x)
    if i != len(a):
        return a[i]
    raise ValueError('none')
for x in [0, 1, 3, 4, 13, 20]:
    row = []
    for f in (find_lt, find_le, find_gt, find_ge):
        try:
            row.append(f(a, x))
        except ValueError as e:
            row.append(str(e))
    print(x, row)
def count_range(a, lo, hi):
    return bisect.bisect_right(a, hi) - bisect.bisect_left(a, lo)
print(count_range(a, 3, 8), count_range(a, 4, 4), count_range(a, 0, 100))
