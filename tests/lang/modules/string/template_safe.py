from string import Template
t = Template("$who likes $what and ${other} $ $$ ${bad")
print(t.safe_substitute())
print(t.safe_substitute(who="tim"))
print(t.safe_substitute({"what": 1}, other=2))
print(t.safe_substitute({"what": 1, "who": 0}))
print(Template("$a $b").safe_substitute(a=[1]))
print(Template("${a}b $ab").safe_substitute(a="A"))
try:
    Template("$a").safe_substitute({}, {})
except Exception as e:
    print(type(e).__name__, e)
