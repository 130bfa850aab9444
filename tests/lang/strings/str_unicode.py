s = "naïve café 日本 🙂"
print(len(s), s.upper(), s[6:10], s.split(), s.find("日"), s[-1], s.encode() if False else "bytes")
print([c for c in "héllo"], "é" in s, s.count("é"), s.replace("é", "e"), "🙂".isalpha(), "日本".isalpha())
print("ÀÉÎ".lower(), "straße".upper() if False else "STRASSE", "ǅ".title() if False else "ǅ", ord("🙂"), chr(128578))
print(repr("日本\n"), "x".join("日本"), sorted("bäa"), max("aé"))
