import unicodedata as u
samples = ["café", "cafe\u0301", "ﬁ", "①", "Å", "A\u030a", "\u212b", "한", "\u1112\u1161\u11ab", "x²", "ｶﾞ", "ascii only",
           "", "\u1e9b\u0323", "e\u0301\u0327", "\U0001D400", "Ω", "\u2126"]
for s in samples:
    print(repr(s), [u.normalize(f, s) for f in ("NFC", "NFD", "NFKC", "NFKD")],
          [u.is_normalized(f, s) for f in ("NFC", "NFD", "NFKC", "NFKD")])
print(u.normalize("NFC", "e\u0301") == "é", len(u.normalize("NFD", "é")))
