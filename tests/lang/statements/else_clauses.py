def find(xs, t):
    for i, x in enumerate(xs):
        if x == t:
            break
    else:
        return -1
    return i
print(find([1, 2, 3], 2), find([1, 2, 3], 9))
n = 0
while n < 3:
    n += 1
else:
    print("while done", n)
