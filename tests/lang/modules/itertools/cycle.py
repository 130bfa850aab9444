# itertools.cycle: saves the first pass, then repeats it
from itertools import cycle, islice

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(list(islice(cycle('abc'), 10)))
print(list(islice(cycle([1]), 4)))
print(list(cycle([])))
print(list(islice(cycle(range(3)), 7)))
print(list(islice(cycle({'x': 1, 'y': 2}), 5)))
seen = []
def gen_list():
    for i in range(3):
        seen.append(i)
    return iter([10, 20, 30])
c = cycle(gen_list())
print(next(c), next(c), next(c), next(c), seen)
# the source is read once: changes to a list after the first pass are not seen
src = [1, 2]
c = cycle(src)
print(next(c), next(c))
src.append(3)
print(next(c), next(c), next(c))
t(lambda: cycle())
t(lambda: cycle(1))
t(lambda: cycle([1], [2]))
t(lambda: cycle(iterable=[1]))
t(lambda: next(cycle([])))
print(type(cycle([])).__name__)
