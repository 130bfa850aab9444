i = "outer"
squares = [i * i for i in range(4)]
print(i, squares)
total = sum(j for j in range(5))
print(total)
print([i for i in "ab"], i)
