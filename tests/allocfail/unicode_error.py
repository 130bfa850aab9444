# The text of a codec error is built when it is shown: a failed allocation
# there is the memory limit, not the error shown as its args tuple.
for b in (b"\xff", b"ab\xc3", b"\xe2\x82"):
    try:
        b.decode("utf-8")
    except UnicodeDecodeError as e:
        print(e)
try:
    "caf\xe9".encode("ascii")
except UnicodeEncodeError as e:
    print(e)
