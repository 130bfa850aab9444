"a" f"b{c}" "d"
f"a" "b"
f"{x}" f"{y}"
"a" f"b"
