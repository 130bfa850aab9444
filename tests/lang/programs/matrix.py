def matmul(a, b):
    return [[sum(a[i][k] * b[k][j] for k in range(len(b))) for j in range(len(b[0]))] for i in range(len(a))]
a = [[1, 2], [3, 4]]
b = [[5, 6], [7, 8]]
print(matmul(a, b))
ident = [[1 if i == j else 0 for j in range(3)] for i in range(3)]
print(ident)
t = list(map(list, zip(*a)))
print(t)
def det(m):
    if len(m) == 1:
        return m[0][0]
    return sum((-1) ** c * m[0][c] * det([row[:c] + row[c + 1:] for row in m[1:]]) for c in range(len(m)))
print(det([[2, 0, 1], [1, 3, 2], [1, 1, 1]]))
