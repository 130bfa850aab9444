matrix = [[i * 3 + j for j in range(3)] for i in range(3)]
print(matrix, [row[1] for row in matrix], [x for row in matrix for x in row if x % 2], list(zip(*matrix)))
