# := in the first iterable of a comprehension is a SyntaxError (PEP 572)
print("never")
data = [x * 2 for x in (ys := [1, 2, 3])]
