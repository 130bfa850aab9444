# Code mode: N order records as dicts, aggregated by (region, product),
# filtered, sorted with key functions and formatted into an f-string report.
N = 100000

REGIONS = ["north", "south", "east", "west", "central"]
PRODUCTS = ["widget", "gadget", "doohickey", "gizmo", "sprocket", "whatsit"]
seed = 42  # MINSTD: seed * 48271 < 2**47, a machine int in every engine
records = []
for i in range(N):
    seed = seed * 48271 % 2147483647
    records.append({
        "id": i,
        "region": REGIONS[seed % 5],
        "product": PRODUCTS[(seed >> 8) % 6],
        "qty": 1 + (seed >> 12) % 20,
        "price": ((seed >> 4) % 10000) / 100,
        "returned": (seed >> 20) % 17 == 0,
    })

totals = {}
for rec in records:
    if rec["returned"]:
        continue
    key = (rec["region"], rec["product"])
    agg = totals.get(key)
    if agg is None:
        agg = {"orders": 0, "units": 0, "revenue": 0.0}
        totals[key] = agg
    agg["orders"] += 1
    agg["units"] += rec["qty"]
    agg["revenue"] += rec["qty"] * rec["price"]

rows = sorted(totals.items(), key=lambda kv: (-kv[1]["revenue"], kv[0]))
print(f"{'region':<8} {'product':<10} {'orders':>6} {'units':>7} {'revenue':>12}")
for (region, product), agg in rows:
    print(f"{region:<8} {product:<10} {agg['orders']:>6} {agg['units']:>7} {agg['revenue']:>12.2f}")

big = [rec for rec in records if rec["qty"] > 15 and rec["price"] > 90.0]
top = sorted(big, key=lambda rec: (rec["qty"] * rec["price"], rec["id"]), reverse=True)[:5]
for rec in top:
    print(f"#{rec['id']:06d} {rec['region']:>8}/{rec['product']:<9} {rec['qty']:2d} x {rec['price']:7.2f}")
by_region = {}
for rec in records:
    by_region[rec["region"]] = by_region.get(rec["region"], 0) + (1 if rec["returned"] else 0)
stats = {}
for rec in records:
    st = stats.get(rec["product"])
    if st is None:
        stats[rec["product"]] = [rec["price"], rec["price"], rec["qty"], 1]
    else:
        st[0] = min(st[0], rec["price"])
        st[1] = max(st[1], rec["price"])
        st[2] += rec["qty"]
        st[3] += 1
for name, st in sorted(stats.items(), key=lambda kv: kv[1][2] / kv[1][3]):
    print(f"{name:<10} min={st[0]:6.2f} max={st[1]:6.2f} avg_qty={st[2] / st[3]:.3f}")
lines = [f"{r['id']:>6} {r['region']:<8} {r['product']:<10} {r['qty']:>3} {r['price']:>8.2f}"
         for r in records if not r["returned"]]
print(len(lines), sum([len(line) for line in lines]), lines[-1])
returned = sum([n for n in by_region.values()])
print(f"{len(big)} large orders; {returned} returned ({100 * returned / N:.1f}%)")
print(", ".join([f"{r}={by_region[r]}" for r in sorted(by_region)]))
