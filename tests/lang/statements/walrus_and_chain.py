data = [3, 8, 1, 9]
if (n := len(data)) > 3:
    print(f"list is long ({n})")
while (x := data.pop()) != 1:
    print(x)
print(data)
print(1 < 2 == 2 < 3, 1 == 1 == 1.0, "a" < "b" > "a", 3 > 2 > 1 > 0 > -1)
