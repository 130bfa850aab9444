# The iterator fails inside a one-line for statement.
for v in map(int, ["1", "y"]): print(v)
