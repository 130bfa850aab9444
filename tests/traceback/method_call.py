items = {"a": [1, 2]}
items.get("a").remove(5)
