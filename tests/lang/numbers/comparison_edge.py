nan = float("nan")
print(nan == nan, nan != nan, nan < 1, nan > 1, [nan] == [nan], nan in [nan], 0.0 == -0.0, 1 == 1.0000000000000001)
print(max(1, nan), min(nan, 1), sorted([3, 1, 2]) == [1, 2, 3])
