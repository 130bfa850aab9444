print(1 in [1, 2], 3 in (1, 2), "b" in "abc", "k" in {"k": 1}, 2 in {2, 3}, 5 in range(10), "" in "abc", [1] in [[1]])
