"a" "b"
"a" \
  "b"
("a"
 "b")
u"a" "b"
