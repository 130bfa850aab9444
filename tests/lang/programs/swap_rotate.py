a, b, c = 1, 2, 3
a, b, c = c, a, b
print(a, b, c)
lst = [1, 2, 3, 4]
lst = lst[1:] + lst[:1]
print(lst)
lst[0], lst[-1] = lst[-1], lst[0]
print(lst)
