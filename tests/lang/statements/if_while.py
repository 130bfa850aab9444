x = 5
if x > 10:
    print("big")
elif x > 3:
    print("medium")
else:
    print("small")
if []:
    print("no")
elif {}:
    print("no")
else:
    print("empty containers are false")
n = 10
while n:
    n -= 3
    if n < 0:
        break
print(n)
while (n := n + 1) < 3:
    pass
print(n)
print([y for x in range(5) if (y := x * 2) > 4])
