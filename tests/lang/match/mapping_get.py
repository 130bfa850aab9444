class D(dict):
    def get(self, key, default=None):
        print("get", repr(key))
        return dict.get(self, key, default)
    def __getitem__(self, key):
        print("getitem", repr(key))
        return dict.__getitem__(self, key)

class Missing(dict):
    def __missing__(self, key):
        print("missing", key)
        return "from missing"

def f(x):
    match x:
        case {"a": a, "b": b}:
            return ("ab", a, b)
        case {"a": a}:
            return ("a", a)
        case _:
            return "no"

print(f(D(a=1, b=2)))
print(f(D(a=1)))
print(f(D(c=1)))
print(f(Missing(a=1)))
print(f(Missing(b=1)))

# a None value is still a value
print(f({"a": None}))
print(f({"a": None, "b": None}))
