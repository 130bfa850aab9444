# technique: '{0.__class__[x]}' and keyword fields
# source: RestrictedPython PR #258, simpleeval PR #50, Jinja2 CVE-2019-10906 (str.format / format_map field paths)
# expect-error: AttributeError: 'function' object has no attribute '__code__'
def f():
    pass
'{fn.__code__}'.format(fn=f)
