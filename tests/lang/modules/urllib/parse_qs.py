from urllib.parse import parse_qs, parse_qsl
for q in ["a=1&b=2&a=3", "a=&b=2", "a&b=2", "", "a=1;b=2", "x=a+b%20c&y=%E6%97%A5", "&&a=1&&", "=v", "k=",
          "a=1=2", "a+b=c+d", "%zz=%qq"]:
    print(repr(q), parse_qs(q), parse_qsl(q), parse_qs(q, keep_blank_values=True), parse_qsl(q, True))
print(parse_qsl("a=1;b=2", separator=";"), parse_qs(b"a=1&a=2"), parse_qsl(b"x=%20"))
print(parse_qsl("a=%E9", encoding="latin-1"), parse_qsl("a=%FF", errors="ignore"))
def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
t(parse_qsl, "a&b", strict_parsing=True)
t(parse_qsl, "a=1&&b=2", strict_parsing=True)
t(parse_qsl, "a=1&b=2&c=3", max_num_fields=2)
t(parse_qsl, "a=1&b=2", max_num_fields=2)
t(parse_qsl, "a=1", separator="")
t(parse_qsl, "a=1", separator=None)
t(parse_qsl, "a=1", separator=5)
t(parse_qs, 5)
t(parse_qsl, "a=1", separator=b"&")
