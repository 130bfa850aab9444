rows = [[1, 2], [3]]
print(rows[1][1])
