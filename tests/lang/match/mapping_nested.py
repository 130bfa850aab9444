def f(x):
    match x:
        case {"user": {"name": str(name), "tags": [*tags]}, "ok": True}:
            return ("user", name, tags)
        case {"items": [{"id": first_id}, *_]}:
            return ("first id", first_id)
        case {"user": {"name": name}}:
            return ("bad user", name)
        case _:
            return "no"

for v in [{"user": {"name": "ann", "tags": ["a", "b"]}, "ok": True},
          {"user": {"name": "ann", "tags": ("a",)}, "ok": True},
          {"user": {"name": "ann", "tags": "ab"}, "ok": True},
          {"user": {"name": "ann", "tags": []}, "ok": 1},
          {"user": {"name": 5}}, {"items": [{"id": 3}, {"id": 4}]}, {"items": []}, {}]:
    print(f(v))
