from urllib.parse import urlencode, quote
print(urlencode({"a": 1, "b": "x y", "c": "é&="}))
print(urlencode([("a", 1), ("a", 2), ("b", b"by tes")]))
print(urlencode({"list": [1, 2, 3], "s": "str"}, doseq=True))
print(urlencode({"list": [1, 2, 3]}))
print(urlencode({"t": (1, "two")}, doseq=True), urlencode({"n": None, "f": 1.5, "b": True}))
print(urlencode({"path": "/a b/"}, safe="/"), urlencode({"q": "a b"}, quote_via=quote))
print(urlencode({"k": "é"}, encoding="latin-1"), urlencode({b"k": b"v"}), urlencode([]), urlencode({}))
print(urlencode({"x": 5}, doseq=True), urlencode({"x": b"v", "y": "w"}, doseq=True))
def t(*a, **k):
    try:
        print(repr(urlencode(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
t("abc")
t(5)
t(["ab"])
t([("a", 1, 2)])
t(None)
