# Comprehensions: list, dict and set comprehensions, nested loops and
# conditions inside them, building and consuming intermediate lists.
N = 120
SIZE = 120

check = 0
for r in range(N):
    grid = [[(x * y + r) % 17 for x in range(SIZE)] for y in range(SIZE)]
    flat = [v for row in grid for v in row if v % 2 == 1]
    residues = {v * v % 97 for v in flat}
    transposed = [[grid[y][x] for y in range(SIZE)] for x in range(SIZE)]
    diag = [grid[i][i] for i in range(SIZE)]
    pairs = [(a, b) for a in range(SIZE // 4) for b in range(SIZE // 4) if (a + b + r) % 7 == 0]
    rowsums = [sum(row) for row in transposed]
    squares = {i: i * i + r for i in range(SIZE * 10)}
    lookup = {k: v for k, v in squares.items() if k % 3 == 0}
    words = [str(i + r) for i in range(SIZE * 10)]
    lens = {w: len(w) for w in words}
    evens = [w for w in words if lens[w] % 2 == 0 and w[-1] in "02468"]
    check = (check * 31 + len(flat) + sum(flat) + len(residues) + sum(diag)) % 1000000007
    check = (check * 31 + len(pairs) + sum(rowsums) + sum(lookup.values())) % 1000000007
    check = (check * 31 + len(evens) + int(evens[-1])) % 1000000007
print(check, len(flat), len(pairs), evens[:3])
