# Generator pipelines: a generator function feeding generator expressions,
# consumed by sum(), a for loop and yield from.
N = 300000
def numbers(n):
    i = 0
    while i < n:
        yield i
        i += 1

def evens(src):
    for x in src:
        if x % 2 == 0:
            yield x

def chain(*gens):
    for g in gens:
        yield from g

total = sum(x * x for x in numbers(N) if x % 3)
count = 0
for v in evens(numbers(N)):
    count += v
flat = 0
for v in chain(numbers(N // 3), numbers(N // 3), (i for i in range(N // 3))):
    flat += v
print(total, count, flat)
