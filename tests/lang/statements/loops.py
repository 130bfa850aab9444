total = 0
for i in range(10):
    if i % 3 == 0:
        continue
    total += i
while total > 20:
    total -= 7
print(total)
squares = [n * n for n in range(6) if n % 2]
print(squares, sum(squares))
