# the value bound by as is __enter__'s return, not the manager; managers that return self vs other
class File:
    def __init__(self, name):
        self.name = name
        self.closed = False
        self.data = []
    def write(self, s):
        if self.closed:
            raise ValueError("I/O operation on closed file.")
        self.data.append(s)
    def __enter__(self):
        return self
    def __exit__(self, *a):
        self.closed = True

with File("f") as f:
    f.write("a")
    f.write("b")
print(f.data, f.closed)
try:
    f.write("c")
except ValueError as e:
    print(type(e).__name__, e)

class Transaction:
    def __init__(self, store):
        self.store = store
    def __enter__(self):
        self.snapshot = dict(self.store)
        return self.store
    def __exit__(self, t, v, tb):
        if t is not None:
            self.store.clear()
            self.store.update(self.snapshot)
        return False
db = {"a": 1}
with Transaction(db) as d:
    d["b"] = 2
print(db)
try:
    with Transaction(db) as d:
        d["c"] = 3
        del d["a"]
        raise RuntimeError("rollback")
except RuntimeError as e:
    print(e, db)
