data = {"a": {"b": [1, 2]}}
print(data["a"]["b"][1])
print(data["a"]["c"][0])
