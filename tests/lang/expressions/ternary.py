x = 7
print("odd" if x % 2 else "even", x if x > 0 else -x, (1 if False else 2) + 1, "a" if "" else "b" if [] else "c")
