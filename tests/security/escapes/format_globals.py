# technique: '{0.__globals__}'.format(f)
# source: RestrictedPython PR #258, simpleeval PR #50, Jinja2 CVE-2019-10906 (str.format / format_map field paths)
# expect-error: AttributeError: 'function' object has no attribute '__globals__'
def f():
    pass
'{0.__globals__}'.format(f)
