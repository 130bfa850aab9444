# := inside a lambda inside a later iterable of a comprehension is still a SyntaxError
print("never")
pairs = [(a, b) for a in [1] for b in (lambda: (c := [a]))()]
