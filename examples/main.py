# The README's main job: a code-mode script, as a model would write it.
# get_weather, search_docs and send_email are tools served by
# examples/tools.py through `pysafe --tools-cmd` (scripts/main-job).
cities = ["Paris", "Oslo", "Cairo", "Lima", "Tokyo", "Atlantis"]

warm = []
for city in cities:
    try:
        w = get_weather(city)
    except KeyError as e:
        print(f"no data for {e}")
        continue
    if w["temp_c"] >= 20 and w["sky"] != "rain":
        warm.append((w["temp_c"], city, w["sky"]))

warm.sort(reverse=True)
lines = [f"{i}. {city:<6} {t:>3}°C  {sky}" for i, (t, city, sky) in enumerate(warm, 1)]
print("Warm and dry today:")
print("\n".join(lines))

docs = search_docs("rate limits retry", limit=3)
relevant = [d for d in docs if d["score"] > 0.5]
print(f"{len(relevant)} of {len(docs)} docs are relevant:")
for d in relevant:
    print(f"  - {d['title']} ({d['score']:.0%}) {d['url']}")

body = "\n".join(lines) + "\n\nSee: " + ", ".join(d["title"] for d in relevant)
receipt = send_email(to="ops@example.com", body=body)
print(f"sent {receipt['id']} to {receipt['to']}: {'queued' if receipt['queued'] else 'failed'}")
