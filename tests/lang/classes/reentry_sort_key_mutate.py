# list.sort(key=...) whose key function looks at or changes the list: while
# it sorts, the list is empty; a change made meanwhile is thrown away and
# reported as "list modified during sort"
l = [3, 1, 2]
seen = []
def peek(x):
    seen.append((len(l), list(l)))
    return x
l.sort(key=peek)
print(l, seen)

l = [3, 1, 2]
def app(x):
    l.append(x)
    return x
try:
    l.sort(key=app)
except ValueError as e:
    print('ValueError', e)
print(l)

l = [5, 4, 3, 2, 1]
def clr(x):
    l.clear()
    return -x
l.sort(key=clr)
print(l)

l = [5, 4, 3]
def pop(x):
    try:
        l.pop()
    except IndexError as e:
        print('IndexError', e)
    return x
l.sort(key=pop)
print(l)

l = [2, 3, 1]
def ins(x):
    l.insert(0, x)
    l.remove(x)
    return x
try:
    l.sort(key=ins)
except ValueError as e:
    print('ValueError', e)
print(l)

l = [2, 3, 1]
def ext(x):
    l.extend([])
    l.extend(())
    return x
l.sort(key=ext)
print(l)

l = list(range(20, 0, -1))
def many(x):
    l.extend(range(1000))
    return x
try:
    l.sort(key=many, reverse=True)
except ValueError as e:
    print('ValueError', e)
print(l[:5], len(l))

# the key function raises: the list is as it was
l = [3, 1, 2]
def bad(x):
    if x == 2:
        raise KeyError('k')
    return x
try:
    l.sort(key=bad)
except KeyError as e:
    print('KeyError', e)
print(l)

# sorted() sorts its own copy: mutating the source is fine
src = [3, 1, 2]
def grow(x):
    src.append(x)
    return x
print(sorted(src, key=grow), src)

# a nested sort of the same list inside the key
l = [3, 1, 2]
def nested(x):
    l.sort()
    return x
l.sort(key=nested)
print(l)
