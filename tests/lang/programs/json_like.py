data = {"users": [{"id": 1, "tags": ["a", "b"], "active": True}, {"id": 2, "tags": [], "active": False}], "count": 2, "meta": None}
print(data)
active = [u["id"] for u in data["users"] if u["active"]]
print(active, data["meta"] is None, len(data["users"][0]["tags"]))
def walk(obj, depth=0):
    if isinstance(obj, dict):
        for k, v in obj.items():
            print("  " * depth + str(k))
            walk(v, depth + 1)
    elif isinstance(obj, list):
        for v in obj:
            walk(v, depth + 1)
walk(data)
flat = {f"{k}.{i}": v for k, vs in {"x": [1, 2], "y": [3]}.items() for i, v in enumerate(vs)}
print(flat)
