# islice against list slicing for every small (start, stop, step), and how much of the source it consumes
from itertools import islice
data = list(range(12))
bad = 0
total = 0
for start in [None, 0, 1, 3, 11, 12, 20]:
    for stop in [None, 0, 1, 5, 11, 12, 30]:
        for step in [None, 1, 2, 3, 7, 13]:
            got = list(islice(data, start, stop, step))
            want = data[slice(start, stop, step)]
            total += 1
            if got != want:
                bad += 1
                print('differs', start, stop, step, got, want)
print(total, bad)
it = iter(range(20))
print(list(islice(it, 2, 8, 3)), next(it), list(islice(it, 0)), next(it))
it = iter(range(10))
print(list(islice(it, 3, 3)), next(it))
for args in [(-1,), (0, -1), (0, 5, 0), (0, 5, -1), ('a',), (1.0,), (0, 2, 1.5), (None, None, 0)]:
    try:
        print(list(islice(data, *args)))
    except ValueError as e:
        print(type(e).__name__, e)
