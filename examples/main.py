# The README's main job: a code-mode script, as a model would write it.
# get_weather, search_docs and send_email are tools served by
# examples/tools.py through `pysafe --tools-cmd` (scripts/main-job).
import json
import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import date, timedelta


@dataclass(order=True)
class Reading:
    temp_c: int
    city: str
    sky: str


def readings(cities):
    """Yield the weather of each city the tool knows, lazily."""
    for city in cities:
        try:
            w = get_weather(city)
        except KeyError as e:
            print(f"no data for {e}")
            continue
        yield Reading(w["temp_c"], city, w["sky"])


cities = ["Paris", "Oslo", "Cairo", "Lima", "Tokyo", "Atlantis"]
all_readings = list(readings(cities))
warm = sorted((r for r in all_readings if r.temp_c >= 20 and r.sky != "rain"), reverse=True)
lines = [f"{i}. {r.city:<6} {r.temp_c:>3}°C  {r.sky}" for i, r in enumerate(warm, 1)]
print("Warm and dry today:")
print("\n".join(lines))

skies = Counter(r.sky for r in all_readings)
by_band = defaultdict(list)
for r in all_readings:
    by_band[r.temp_c // 10 * 10].append(r.city)
print("skies:", ", ".join(f"{sky} x{n}" for sky, n in skies.most_common()))
print("bands:", json.dumps(dict(sorted(by_band.items())), sort_keys=True))

docs = search_docs("rate limits retry", limit=3)
relevant = [d for d in docs if d["score"] > 0.5]
print(f"{len(relevant)} of {len(docs)} docs are relevant:")
for d in relevant:
    slug = re.search(r"/(\w+)$", d["url"]).group(1)
    print(f"  - {d['title']} ({d['score']:.0%}) {d['url']} [{slug}]")

trip = date(2026, 11, 25)
plan = [(trip + timedelta(days=i)).strftime("%a %d %b") + f": {r.city}" for i, r in enumerate(warm)]
body = "\n".join(lines + plan) + "\n\nSee: " + ", ".join(d["title"] for d in relevant)
receipt = send_email(to="ops@example.com", body=body)
print(f"sent {receipt['id']} to {receipt['to']}: {'queued' if receipt['queued'] else 'failed'}")
