def f(x):
    match x:
        case "":
            return "empty"
        case "hello":
            return "greeting"
        case "a" "b":
            return "concat"
        case b"raw":
            return "bytes"
        case "caf\u00e9":
            return "cafe"
        case _:
            return "other"

for v in ["", "hello", "ab", b"raw", "raw", "café", "Hello", b"", 0]:
    print(repr(v), f(v))
