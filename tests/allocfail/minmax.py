# min/max hold the best item so far on the root stack; a failed next() or
# key call once left those roots behind.
print(max("hello"), min("world"), max("abcd", key=lambda c: -ord(c)), min([3, 1, 2], default=0))
