scores = {"ann": 90, "bob": 72, "cy": 85}
passed = {k: v for k, v in scores.items() if v >= 80}
print(passed, {v: k for k, v in scores.items()}, sorted(scores, key=scores.get))
