def load(key):
    try:
        return {"a": 1}[key]
    except KeyError as e:
        raise LookupError(f"no {key}") from e

def run():
    try:
        load("b")
    except LookupError:
        raise RuntimeError("run failed")

run()
