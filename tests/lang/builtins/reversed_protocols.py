# reversed(): __reversed__ preferred, sequence protocol fallback, lazy, errors for non-sequences
class Rev:
    def __reversed__(self):
        return iter("zyx")
    def __iter__(self):
        return iter("xyz")
print(list(reversed(Rev())), list(Rev()))
class RevReturnsList:
    def __reversed__(self):
        return [3, 2, 1]
print(reversed(RevReturnsList()))
for obj in [{1: 2}, {1, 2}, iter([1]), 5, (x for x in [])]:
    try:
        reversed(obj)
        print("ok", type(obj).__name__)
    except TypeError as e:
        print(type(e).__name__, e)
print(list(reversed(range(5))), list(reversed("abc")), list(reversed((1, 2))), list(reversed([])))
print(list(reversed({"a": 1, "b": 2})), list(reversed({"a": 1, "b": 2}.items())))
lst = [1, 2, 3]
r = reversed(lst)
print(next(r))
lst.append(4)
print(list(r))
r = reversed([1, 2, 3])
lst2 = list(r)
print(lst2, list(r))
class Seq:
    def __len__(self): return 3
    def __getitem__(self, i):
        if not 0 <= i < 3:
            raise IndexError
        return "abc"[i]
print("".join(reversed(Seq())))
class BadLen:
    def __len__(self): return -1
    def __getitem__(self, i): return i
try:
    reversed(BadLen())
except ValueError as e:
    print(type(e).__name__, e)
