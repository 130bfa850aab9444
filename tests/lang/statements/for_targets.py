d = {}
for d["k"] in range(3):
    pass
print(d)
lst = [0, 0]
for lst[0] in "ab":
    pass
print(lst)
for i, (a, *rest) in enumerate([(1, 2, 3), (4,)]):
    print(i, a, rest)
for _ in range(0):
    print("never")
else:
    print("empty loop else")
for x in []:
    pass
print("x" in dir() if False else "ok")
