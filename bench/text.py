# Code mode: a text-processing job. Generate N lines of prose from a word
# list, tokenise (lower, strip punctuation, split), count words and
# bigrams, report the top 10 of each and some line statistics.
N = 26000

WORDS = ("the of and to in is was that for it with as his on be at by had are but from or "
         "have an they which one you were her all she there would their we him been has when "
         "who will more no if out so said what up its about into than them can only other "
         "Python sandbox agent tool budget memory script model").split()
PUNCT = [",", ".", ";", ":", "!", "?", "", "", "", ""]
seed = 2024  # MINSTD: seed * 48271 < 2**47, a machine int in every engine
lines = []
for i in range(N):
    seed = seed * 48271 % 2147483647
    n = 5 + seed % 12
    words = []
    for j in range(n):
        seed = seed * 48271 % 2147483647
        w = WORDS[(seed >> 7) % len(WORDS)]
        if j == 0:
            w = w.capitalize()
        words.append(w + PUNCT[(seed >> 3) % 10])
    lines.append(" ".join(words))
text = "\n".join(lines)

counts = {}
bigrams = {}
longest = ""
for line in text.splitlines():
    clean = line.lower()
    for p in ",.;:!?":
        clean = clean.replace(p, " ")
    tokens = clean.split()
    for t in tokens:
        counts[t] = counts.get(t, 0) + 1
    for a, b in zip(tokens, tokens[1:]):
        pair = a + " " + b
        bigrams[pair] = bigrams.get(pair, 0) + 1
    if len(line) > len(longest):
        longest = line
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:10]
top2 = sorted(bigrams.items(), key=lambda kv: (-kv[1], kv[0]))[:10]
for word, n in top:
    print(f"{word:>10} {n:6d} {'#' * (n // 500)}")
print("; ".join([f"{p}={n}" for p, n in top2]))
caps = len([w for w in text.split() if w[0].isupper()])
print(len(counts), len(bigrams), caps, len(text), longest[:40])
