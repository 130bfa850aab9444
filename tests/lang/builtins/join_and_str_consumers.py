# str.join and bytes.join over iterators: generators, map, user iterators, type errors with positions
print("-".join(x for x in "abc"))
print(", ".join(map(str, range(4))))
print("".join(reversed("stressed")))
print("|".join(filter(str.isalpha, "a1b2c3")))
print(" ".join(sorted(iter(["b", "a", "c"]))))
print(b"+".join(x.encode() for x in "xy"))
print("".join([]), "x".join(iter([])), "x".join(["only"]))
class Words:
    def __iter__(self):
        return iter(["w1", "w2"])
print("/".join(Words()))
def attempt(sep, it):
    try:
        print(repr(sep.join(it)))
    except TypeError as e:
        print(type(e).__name__, e)
attempt(",", ["a", 1, "b"])
attempt(",", (x for x in ["a", None]))
attempt(",", [b"x"])
attempt(b",", ["x"])
attempt(b",", [b"a", 2])
attempt(",", 5)
attempt(",", "abc")
attempt("", [["a"]])
