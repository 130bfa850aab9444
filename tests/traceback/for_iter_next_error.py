# An error raised while the for loop asks its iterator for the next item:
# CPython places it on the whole for statement, so no carets are drawn.
def parse_all(texts):
    total = 0
    for v in map(int, texts):
        total += v
    return total


print(parse_all(["1", "2"]))
print(parse_all(["3", "x"]))
