x = 5
print(-x, +x, ~x, not x, -(-x), - -x, -0.0, +True, -True, not None)
