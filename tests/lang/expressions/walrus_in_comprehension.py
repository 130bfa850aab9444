def f():
    ys = [y := x * 2 for x in range(3)]
    print(ys, y)
    if any((z := x) > 1 for x in range(5)):
        print('z', z)
f()
[last := i for i in range(4)]
print(last)
total = 0
print([total := total + i for i in range(5)], total)
