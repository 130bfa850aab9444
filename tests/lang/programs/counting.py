text = "abracadabra"
freq = {}
for ch in text:
    freq[ch] = freq.get(ch, 0) + 1
print(sorted(freq.items()), max(freq, key=freq.get), [c for c, n in freq.items() if n == 1])
print({c: text.count(c) for c in sorted(set(text))})
