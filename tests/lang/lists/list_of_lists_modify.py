grid = [[0] * 2 for _ in range(2)]
for i in range(2):
    for j in range(2):
        grid[i][j] = i * 2 + j
print(grid, sum(map(sum, grid)), max(max(r) for r in grid))
