import math

def analyze(records):
    """Summarise a list of sales records."""
    by_region = {}
    for r in records:
        region = r.get("region", "unknown")
        by_region.setdefault(region, []).append(r["amount"])
    summary = {}
    for region, amounts in sorted(by_region.items()):
        total = sum(amounts)
        mean = total / len(amounts)
        var = sum((a - mean) ** 2 for a in amounts) / len(amounts)
        summary[region] = {"total": round(total, 2), "mean": round(mean, 2), "std": round(math.sqrt(var), 3), "n": len(amounts)}
    return summary

records = [
    {"region": "north", "amount": 120.5},
    {"region": "south", "amount": 80.0},
    {"region": "north", "amount": 99.99},
    {"amount": 10},
    {"region": "south", "amount": 100.25},
]
result = analyze(records)
for region, stats in result.items():
    print(f"{region:>8}: total={stats['total']:>8.2f} mean={stats['mean']:.2f} std={stats['std']} n={stats['n']}")
best = max(result, key=lambda k: result[k]["total"])
print("best region:", best)
print(", ".join(f"{k}={v['n']}" for k, v in result.items()))
try:
    analyze([{"region": "x"}])
except KeyError as e:
    print(f"missing field: {e}")
print(sorted(result.items(), key=lambda kv: -kv[1]["mean"])[0][0])
