s = "hello world"
print("world" in s, "World" in s, "" in s, "o w" in s, "xyz" not in s)
