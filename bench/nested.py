# Code mode: JSON-like data (dicts of lists of dicts) built, walked
# recursively, transformed into a new shape and serialised by hand.
N = 4500

seed = 99  # MINSTD: seed * 48271 < 2**47, a machine int in every engine
TAGS = ["new", "vip", "trial", "churned", "beta", "partner"]
users = []
for i in range(N):
    seed = seed * 48271 % 2147483647
    orders = []
    for j in range(seed % 7):
        seed = seed * 48271 % 2147483647
        items = [{"sku": f"S{(seed >> k) % 500:03d}", "qty": 1 + (seed >> (k + 3)) % 4,
                  "price": (seed >> (k + 5)) % 5000 / 100} for k in range(1 + seed % 4)]
        orders.append({"order_id": i * 10 + j, "items": items, "paid": seed % 3 != 0})
    users.append({"id": i, "name": f"user{i}", "tags": [TAGS[(seed >> t) % 6] for t in range(seed % 3)],
                  "profile": {"age": 18 + seed % 60, "country": ["fr", "de", "us", "jp"][seed % 4]},
                  "orders": orders})


def walk(node, counts):
    if isinstance(node, dict):
        counts["dict"] = counts.get("dict", 0) + 1
        for key in node:
            walk(node[key], counts)
    elif isinstance(node, list):
        counts["list"] = counts.get("list", 0) + 1
        for item in node:
            walk(item, counts)
    elif isinstance(node, str):
        counts["str"] = counts.get("str", 0) + len(node)
    else:
        counts["num"] = counts.get("num", 0) + 1


def dumps(node):
    if isinstance(node, dict):
        return "{" + ", ".join([f'"{k}": {dumps(v)}' for k, v in node.items()]) + "}"
    if isinstance(node, list):
        return "[" + ", ".join([dumps(v) for v in node]) + "]"
    if isinstance(node, str):
        return '"' + node + '"'
    if isinstance(node, bool):
        return "true" if node else "false"
    return str(node)


counts = {}
walk(users, counts)
by_country = {}
for u in users:
    spent = sum([it["qty"] * it["price"] for o in u["orders"] if o["paid"] for it in o["items"]])
    entry = by_country.setdefault(u["profile"]["country"], {"users": [], "total": 0.0, "tags": {}})
    entry["users"].append({"id": u["id"], "spent": round(spent, 2)})
    entry["total"] += spent
    for tag in u["tags"]:
        entry["tags"][tag] = entry["tags"].get(tag, 0) + 1
for entry in by_country.values():
    entry["users"] = sorted(entry["users"], key=lambda e: (-e["spent"], e["id"]))[:3]
    entry["total"] = round(entry["total"], 2)
text = dumps(users)
print(sorted(counts.items()), len(text), text.count("{"), text[:60])
print(dumps(by_country))
