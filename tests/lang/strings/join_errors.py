print(", ".join(["a", 1, "b"]))
