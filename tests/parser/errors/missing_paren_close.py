print("a"
