import difflib
a = "one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\n".splitlines(True)
b = "zero\none\ntwo\nTHREE\nfour\nfive\nsix\nseven\neight\nten\neleven\n".splitlines(True)
print("".join(difflib.unified_diff(a, b, "a.txt", "b.txt")))
print("".join(difflib.unified_diff(a, b, "a.txt", "b.txt", "2020-01-01", "2020-01-02", n=1)))
print("".join(difflib.context_diff(a, b, "a.txt", "b.txt")))
print("".join(difflib.context_diff(a, b, n=0)))
print(list(difflib.unified_diff(["a", "b"], ["a", "c"], lineterm="")))
print(list(difflib.unified_diff([], [])), list(difflib.unified_diff(["x\n"], [])), list(difflib.context_diff([], ["y\n"])))
print(list(difflib.unified_diff(a, a)))
for args in [([b"x"], ["y"]), (["x"], [1]), (["x"], ["y"], b"f")]:
    try:
        list(difflib.unified_diff(*args))
    except TypeError as e:
        print(type(e).__name__, e)
it = difflib.unified_diff(["a\n"], ["b\n"])
print(next(it), list(it))
