people = [("a", 1), ("b", None)]
people.sort(key=lambda p: p[1] + 1)
