# Code mode: a ~1 MB JSON document (API-style records: str keys, ints,
# floats, bools, null, nested lists, non-ASCII text and escapes) built
# deterministically, then N round trips through json.dumps and json.loads.
N = 20
import json

WORDS = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta",
         "café", "naïve", "日本語", "emoji 😀", "tab\there", "quote\"d", "back\\slash", "line\nbreak"]
TAGS = ["red", "green", "blue", "cyan", "magenta", "yellow", "black"]
seed = 7  # MINSTD: seed * 48271 < 2**47, a machine int in every engine
records = []
for i in range(3000):
    seed = seed * 48271 % 2147483647
    records.append({
        "id": i,
        "name": WORDS[seed % 16] + " " + WORDS[(seed >> 5) % 16],
        "score": ((seed >> 3) % 1000000) / 1000,
        "ratio": (seed % 997) / 991.0,
        "active": seed % 3 == 0,
        "parent": None if seed % 5 == 0 else (seed >> 7) % 3000,
        "tags": [TAGS[(seed >> k) % 7] for k in range(seed % 5)],
        "pos": {"x": (seed >> 2) % 10000 - 5000, "y": (seed >> 9) % 10000 / 7.0, "z": -(seed % 101)},
        "big": seed * 1000003 * 999983,
        "notes": [{"k": WORDS[(seed >> j) % 16], "v": j * seed % 1000} for j in range(3)],
    })
doc = {"version": 3, "generator": "bench/json.py", "count": len(records), "records": records}

text = json.dumps(doc)
back = doc
total = 0
for r in range(N):
    back = json.loads(text)
    text = json.dumps(back)
    total += len(text) + len(back["records"])
compact = json.dumps(back, separators=(",", ":"), sort_keys=True)
back = json.loads(compact)
print(len(text), len(compact), total, back == doc)
print(sum([rec["big"] for rec in back["records"]]) % 1000000007, round(sum([rec["score"] for rec in back["records"]]), 3))
