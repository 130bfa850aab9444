from string import Template
for s in ["$a $b ${a} $$ $c", "", "$", "${x} ${y", "$x$y$x", "$1"]:
    t = Template(s)
    print(repr(s), t.is_valid(), t.get_identifiers())
