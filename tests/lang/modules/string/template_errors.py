from string import Template
def tryit(tpl, *a, **k):
    try:
        print(repr(Template(tpl).substitute(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
tryit("$who likes $what", who="tim")
tryit("$who", {})
tryit("bad $ here")
tryit("line1\nline2 $")
tryit("a\nb\nc ${x")
tryit("${}")
tryit("$1abc")
tryit("ok $x", {"x": 1}, {"y": 2})
tryit("$x", 5)
tryit("$$")
tryit("end$")
tryit("\n\n$")
tryit("x\r\ny $ z")
