"""Heap queue algorithm (a.k.a. priority queue).

Heaps are lists for which a[k] <= a[2*k+1] and a[k] <= a[2*k+2] for all k,
counting elements from 0.  The smallest element is always a[0].

pysafe: the five list operations are C (the _heapq module, CPython's sift
algorithm, so a heap comes out item for item as CPython's); nlargest,
nsmallest and merge are written here, comparing items in the same order
and breaking ties the same way as CPython's.
"""

from _heapq import heappush, heappop, heapify, heapreplace, heappushpop
from _heapq import _heappop_max, _heapreplace_max, _heapify_max

__all__ = ['heappush', 'heappop', 'heapify', 'heapreplace', 'merge',
           'nlargest', 'nsmallest', 'heappushpop']


class _merge_iterator:
    # merge() is a generator in CPython; pysafe's is this iterator, which
    # reads nothing until its first item is asked for, as a generator would.
    # The heap holds [key, order, value, iterator] entries: `order` (the
    # input's position, negated for reverse) breaks ties between equal keys,
    # so equal items come out in the order of their inputs.

    def __init__(self, iterables, key, reverse):
        self._iterables = iterables
        self._key = key
        self._reverse = reverse
        self._heap = None

    def __iter__(self):
        return self

    def _start(self):
        key = self._key
        sign = -1 if self._reverse else 1
        heap = []
        order = 0
        for iterable in self._iterables:
            it = iter(iterable)
            for value in it:
                heap.append([value if key is None else key(value), order * sign, value, it])
                break
            order += 1
        self._iterables = None
        if self._reverse:
            _heapify_max(heap)
        else:
            heapify(heap)
        self._heap = heap

    def __next__(self):
        if self._heap is None:
            self._start()
        heap = self._heap
        if not heap:
            raise StopIteration
        entry = heap[0]
        result = entry[2]
        for value in entry[3]:
            entry[0] = value if self._key is None else self._key(value)
            entry[2] = value
            if self._reverse:
                _heapreplace_max(heap, entry)
            else:
                heapreplace(heap, entry)
            return result
        if self._reverse:
            _heappop_max(heap)
        else:
            heappop(heap)
        return result


def merge(*iterables, key=None, reverse=False):
    '''Merge multiple sorted inputs into a single sorted output.

    Similar to sorted(itertools.chain(*iterables)) but returns an iterator
    and does not pull the data into memory all at once.
    '''
    return _merge_iterator(iterables, key, reverse)


def _select(n, iterable, key, largest):
    # The n smallest (or largest) items, as CPython's nsmallest/nlargest
    # find them: min/max for n == 1, a sort when n covers a sized input,
    # otherwise a bounded heap of (key, order[, item]) entries, whose
    # `order` keeps equal keys in input order.
    if n == 1:
        missing = []
        if largest:
            best = max(iter(iterable), default=missing, key=key)
        else:
            best = min(iter(iterable), default=missing, key=key)
        return [] if best is missing else [best]
    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        size = None
    if size is not None and n >= size:
        return sorted(iterable, key=key, reverse=largest)[:n]
    it = iter(iterable)
    # the first n items, numbered 0, 1, 2 ... (nsmallest) or 0, -1, -2 ...
    # (nlargest); zip reads the numbers first, so no item past n is read
    orders = range(0, -n, -1) if largest else range(n)
    if key is None:
        entries = [(item, order) for order, item in zip(orders, it)]
    else:
        entries = [(key(item), order, item) for order, item in zip(orders, it)]
    step = -1 if largest else 1
    order = -n if largest else n
    if not entries:
        return entries
    if largest:
        heapify(entries)
    else:
        _heapify_max(entries)
    worst = entries[0][0]
    for item in it:
        k = item if key is None else key(item)
        if (worst < k) if largest else (k < worst):
            entry = (k, order) if key is None else (k, order, item)
            if largest:
                heapreplace(entries, entry)
            else:
                _heapreplace_max(entries, entry)
            worst = entries[0][0]
            order += step
    entries.sort(reverse=largest)
    if key is None:
        return [e[0] for e in entries]
    return [e[2] for e in entries]


def nsmallest(n, iterable, key=None):
    """Find the n smallest elements in a dataset.

    Equivalent to:  sorted(iterable, key=key)[:n]
    """
    return _select(n, iterable, key, False)


def nlargest(n, iterable, key=None):
    """Find the n largest elements in a dataset.

    Equivalent to:  sorted(iterable, key=key, reverse=True)[:n]
    """
    return _select(n, iterable, key, True)
