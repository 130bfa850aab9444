# itertools.dropwhile and takewhile
from itertools import dropwhile, takewhile, count

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(list(dropwhile(lambda x: x < 5, [1, 4, 6, 4, 1])))
print(list(takewhile(lambda x: x < 5, [1, 4, 6, 4, 1])))
print(list(dropwhile(lambda x: True, [1, 2])))
print(list(takewhile(lambda x: True, [1, 2])))
print(list(dropwhile(lambda x: False, [1, 2])))
print(list(takewhile(lambda x: False, [1, 2])))
print(list(takewhile(lambda x: x < 10, count())))
print(list(dropwhile(str.isspace, '   hello ')))
print(list(takewhile(bool, [3, 2, 1, 0, 5])))
calls = []
def pred(x):
    calls.append(x)
    return x < 3
print(list(dropwhile(pred, [1, 2, 3, 1, 2])), calls)
calls.clear()
tw = takewhile(pred, [1, 2, 3, 1, 2])
print(list(tw), calls, list(tw))
t(lambda: dropwhile(None))
t(lambda: dropwhile(None, [1], 2))
t(lambda: dropwhile(None, 1))
t(lambda: list(dropwhile(None, [1])))
t(lambda: list(takewhile(None, [1])))
t(lambda: takewhile(pred, [1], x=1))
t(lambda: list(takewhile(lambda: 1, [1])))
t(lambda: list(dropwhile(lambda x: 1 / x, [1, 0])))
