import collections.abc

class BadEq:
    def __eq__(self, other):
        raise RuntimeError("eq failed")

class BadLen(list):
    def __len__(self):
        raise RuntimeError("len failed")

class BadGet(dict):
    def get(self, k, d=None):
        raise KeyError("get failed")

class K:
    V = 3

def attempt(label, v):
    try:
        match v:
            case K.V:
                r = "three"
            case [a, b]:
                r = ("pair", a, b)
            case {"k": k}:
                r = ("k", k)
            case _:
                r = "other"
        print(label, r)
    except Exception as e:
        print(label, type(e).__name__, e)

attempt("bad eq", BadEq())
attempt("bad len", BadLen([1, 2]))
attempt("bad get", BadGet(k=1))
attempt("empty bad get", BadGet())
attempt("fine", {"k": 2})

class NegLen(collections.abc.Sequence):
    def __len__(self):
        return -1
    def __getitem__(self, i):
        raise IndexError
attempt("negative len", NegLen())
