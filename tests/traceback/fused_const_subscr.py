# x[0] on a local runs as one instruction (compiler/superinstr.c): the IndexError
# points at the subscript on its own line.
def first(rows):
    total = 0
    for row in rows:
        total += (row
                  [2])
    return total


print(first([[1, 2, 3], [4, 5, 6]]))
print(first([[1, 2, 3], [4]]))
