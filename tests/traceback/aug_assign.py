counts = {}
counts["x"] += 1
