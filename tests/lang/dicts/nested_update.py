cfg = {"a": {"b": 1}}
cfg["a"]["c"] = 2
cfg.setdefault("d", {})["e"] = 3
print(cfg)
