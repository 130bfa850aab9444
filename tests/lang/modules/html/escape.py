import html
for s in ["", "plain", "<script>alert('x') & \"y\"</script>", "&amp;", "a > b < c", "'single'", "ünïcode <é>"]:
    print(repr(html.escape(s)), repr(html.escape(s, quote=False)), repr(html.escape(s, False)))
for bad in [None, 5, b"<b>"]:
    try:
        html.escape(bad)
    except Exception as e:
        print(type(e).__name__, e)
print(html.__all__)
