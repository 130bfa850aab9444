"""A tool provider for `pysafe --tools-cmd` (docs/protocol.md, "Tool providers").

pysafe starts this program once. Its first line on stdout is the manifest,
the names of the tools it serves; then, for every call the script makes,
pysafe writes one JSON line on stdin:

    {"name": "get_weather", "args": ["Oslo"], "kwargs": {}}

and reads one JSON line back: {"value": ...} or
{"error": {"type": "ValueError", "args": [...]}} (or "message": "...").

The data is canned and deterministic so that the README's main job prints
the same report on every machine.
"""
import json
import sys

WEATHER = {
    "Paris": {"temp_c": 21, "sky": "sunny", "wind_kmh": 9},
    "Oslo": {"temp_c": 4, "sky": "snow", "wind_kmh": 22},
    "Cairo": {"temp_c": 33, "sky": "clear", "wind_kmh": 14},
    "Lima": {"temp_c": 19, "sky": "overcast", "wind_kmh": 11},
    "Tokyo": {"temp_c": 24, "sky": "rain", "wind_kmh": 17},
}

DOCS = [
    {"title": "Rate limits", "url": "https://docs.example.com/limits", "score": 0.92},
    {"title": "Retrying failed calls", "url": "https://docs.example.com/retry", "score": 0.81},
    {"title": "Quotas per project", "url": "https://docs.example.com/quotas", "score": 0.77},
    {"title": "Authentication", "url": "https://docs.example.com/auth", "score": 0.35},
    {"title": "Pagination", "url": "https://docs.example.com/pages", "score": 0.21},
]


def get_weather(city):
    if not isinstance(city, str):
        raise TypeError("city must be a str")
    if city not in WEATHER:
        raise KeyError(city)
    return dict(WEATHER[city], city=city)


def search_docs(query, limit=3):
    words = query.lower().split()
    hits = [d for d in DOCS if any(w in d["title"].lower() for w in words)]
    hits += [d for d in DOCS if d not in hits]
    return hits[:limit]


def send_email(to, body):
    if "@" not in to:
        raise ValueError(f"invalid address: {to!r}")
    return {"id": "msg-%04d" % (len(body) % 10000), "to": to, "queued": True}


TOOLS = {"get_weather": get_weather, "search_docs": search_docs, "send_email": send_email}


def main():
    out = sys.stdout
    out.write(json.dumps({"tools": sorted(TOOLS)}) + "\n")
    out.flush()
    for line in sys.stdin:
        try:
            req = json.loads(line)
            fn = TOOLS[req["name"]]
            reply = {"value": fn(*req.get("args", []), **req.get("kwargs", {}))}
        except Exception as e:  # the error goes back to the script as the same exception
            # with its args: KeyError('Atlantis') stays KeyError('Atlantis')
            reply = {"error": {"type": type(e).__name__, "args": list(e.args)}}
        try:
            line = json.dumps(reply)
        except TypeError:  # args JSON cannot carry: the message alone
            line = json.dumps({"error": {"type": type(e).__name__, "message": str(e)}})
        out.write(line + "\n")
        out.flush()


if __name__ == "__main__":
    main()
