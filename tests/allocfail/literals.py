# String literals of every kind: decoding one (escapes, f-string fields,
# bytes) allocates from the parser's arena, and a refusal there was once
# reported as "SyntaxError: out of memory" instead of the memory limit.
name = "w\u00f6rld"
print("tab\there", b"\x00\xff", r"raw\n", f"{name!r:>12} {len(name) * 2:04d}", "a" "b" f"{1 + 1}")
