config = {"db": {"host": "x"}}
print(config["db"]["port"])
