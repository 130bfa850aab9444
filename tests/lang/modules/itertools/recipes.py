# the itertools documentation's recipes, built from the module's pieces
from itertools import (islice, count, cycle, repeat, chain, groupby, tee, zip_longest,
                       starmap, accumulate, filterfalse, product, combinations)
import operator

def take(n, iterable):
    return list(islice(iterable, n))

def tabulate(function, start=0):
    return map(function, count(start))

def nth(iterable, n, default=None):
    return next(islice(iterable, n, None), default)

def all_equal(iterable):
    g = groupby(iterable)
    return next(g, True) and not next(g, False)

def quantify(iterable, pred=bool):
    return sum(map(pred, iterable))

def ncycles(iterable, n):
    return chain.from_iterable(repeat(tuple(iterable), n))

def flatten(list_of_lists):
    return chain.from_iterable(list_of_lists)

def grouper(iterable, n, fillvalue=None):
    args = [iter(iterable)] * n
    return zip_longest(*args, fillvalue=fillvalue)

def roundrobin(*iterables):
    result = []
    iterators = [iter(x) for x in iterables]
    while iterators:
        alive = []
        for itr in iterators:
            for x in itr:
                result.append(x)
                alive.append(itr)
                break
        iterators = alive
    return result

def partition(pred, iterable):
    t1, t2 = tee(iterable)
    return list(filterfalse(pred, t1)), list(filter(pred, t2))

def powerset(iterable):
    s = list(iterable)
    return chain.from_iterable(combinations(s, r) for r in range(len(s) + 1))

def unique_justseen(iterable, key=None):
    return map(next, map(operator.itemgetter(1), groupby(iterable, key)))

def dotproduct(vec1, vec2):
    return sum(map(operator.mul, vec1, vec2))

def running_mean(xs):
    return [s / n for n, s in enumerate(accumulate(xs), 1)]

print(take(5, tabulate(lambda x: x * x)))
print(nth(range(10), 3), nth(range(3), 7, 'none'))
print(all_equal('aaaa'), all_equal('aab'), all_equal(''))
print(quantify([1, 0, 2, 0]), quantify(range(10), lambda x: x > 6))
print(list(ncycles('ab', 3)))
print(list(flatten([[1, 2], [3], []])))
print(list(grouper('ABCDEFG', 3, 'x')))
print(roundrobin('ABC', 'D', 'EF'))
print(partition(lambda x: x % 2, range(10)))
print(list(powerset([1, 2, 3])))
print(list(unique_justseen('AAAABBBCCDAABBB')))
print(list(unique_justseen('ABBcCAD', str.lower)))
print(dotproduct([1, 2, 3], [4, 5, 6]))
print(running_mean([1, 2, 3, 4]))
print(list(starmap(operator.mul, product(range(3), repeat=2))))
print(dict(zip('abc', count(1))))
print(sorted(set(map(len, chain('ab', ['xyz', 'pq'])))))
