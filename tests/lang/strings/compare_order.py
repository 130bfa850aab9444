words = ["banana", "Apple", "cherry", "apple", "Banana", "10", "9", ""]
print(sorted(words), min(words), max(words), "a" < "B", "Z" < "a")
