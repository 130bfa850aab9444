text = """the quick brown fox jumps over the lazy dog
The dog barks and the fox runs away"""
counts = {}
for word in text.lower().split():
    counts[word] = counts.get(word, 0) + 1
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
for word, n in top:
    print(f"{word:<8}{n:>3}")
print(len(counts), sum(counts.values()))
