d = {"a": 1}
d["it's"]
