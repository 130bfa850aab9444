#!/usr/bin/env python3
"""Build-time generation of the module html.entities (stdlib/py is the home
of the modules written in Python; this one is data, so it is written from
the building python3's own tables instead of typed in by hand).

    gen_html_entities.py OUT.py

The module holds html5, name2codepoint, codepoint2name and entitydefs as
CPython's html.entities does, and, under leading underscores, the two
tables of the HTML5 numeric character reference rules that html.unescape
applies (CPython keeps them in html/__init__.py).
"""
import html
import html.entities
import sys


def main():
    out = sys.argv[1]
    lines = ['"""HTML character entity references (generated at build time by',
             'stdlib/gen_html_entities.py from python3\'s html.entities: do not edit)."""',
             '',
             "__all__ = ['html5', 'name2codepoint', 'codepoint2name', 'entitydefs']",
             '',
             'name2codepoint = {']
    for k, v in html.entities.name2codepoint.items():
        lines.append('    %r: %#x,' % (k, v))
    lines.append('}')
    lines.append('')
    lines.append('html5 = {')
    for k, v in html.entities.html5.items():
        lines.append('    %s: %s,' % (ascii(k), ascii(v)))
    lines.append('}')
    lines.append('')
    lines.append('codepoint2name = {}')
    lines.append('entitydefs = {}')
    lines.append('for _name, _codepoint in name2codepoint.items():')
    lines.append('    codepoint2name[_codepoint] = _name')
    lines.append('    entitydefs[_name] = chr(_codepoint)')
    lines.append('del _name, _codepoint')
    lines.append('')
    lines.append('_invalid_charrefs = {')
    for k, v in html._invalid_charrefs.items():
        lines.append('    %#x: %s,' % (k, ascii(v)))
    lines.append('}')
    lines.append('')
    lines.append('_invalid_codepoints = {')
    cps = sorted(html._invalid_codepoints)
    for i in range(0, len(cps), 8):
        lines.append('    ' + ', '.join('%#x' % c for c in cps[i:i + 8]) + ',')
    lines.append('}')
    with open(out, 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines) + '\n')


if __name__ == '__main__':
    main()
