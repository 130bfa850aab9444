from urllib.parse import quote, quote_plus, unquote, unquote_plus, quote_from_bytes, unquote_to_bytes
for s in ["abc def", "a/b/c", "ümlaut", "~user", "a+b=c&d", "100%", "", "\x00\x7f", "日本", "-_.~!*'()"]:
    print(repr(s), quote(s), quote(s, safe=""), quote_plus(s), quote_plus(s, safe="/+"), quote(s, safe="&="))
print(quote("é", encoding="latin-1"), quote("é€", encoding="ascii", errors="replace"), quote(b"a b\xff"))
print(quote_plus(b"a b"), quote_from_bytes(b"a b/c"), quote_from_bytes(b"x y", safe=b" "), quote("é", safe="é"))
for s in ["abc%20def", "%7Euser", "a+b", "%E6%97%A5", "%e6%97%a5", "%zz", "%", "%2", "100%25", "%FF", "%C3%A9",
          "no escapes", "", "mixé%20d"]:
    print(repr(s), repr(unquote(s)), repr(unquote_plus(s)), unquote_to_bytes(s))
print(unquote("%E9", encoding="latin-1"), unquote("%FF", errors="strict") if False else "", unquote(b"a%20b"))
print(unquote_to_bytes(b"%41%42"), unquote_to_bytes(""), unquote_to_bytes(b""))
def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
t(quote, 5)
t(quote, None)
t(quote, b"x", encoding="utf-8")
t(quote, b"x", errors="strict")
t(quote_from_bytes, "x")
t(unquote, 5)
t(unquote, None)
t(unquote_to_bytes, 5)
t(unquote_to_bytes, None)
t(unquote, "%FF", errors="strict")
t(quote, "é", encoding="ascii")
t(unquote_plus, 5)
