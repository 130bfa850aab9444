import html.entities as E
from html import entities
print(E is entities, len(E.html5), len(E.name2codepoint), len(E.codepoint2name), len(E.entitydefs))
for name in ['amp', 'lt', 'gt', 'quot', 'nbsp', 'copy', 'eacute', 'euro', 'hearts', 'Omega']:
    print(name, E.name2codepoint.get(name), repr(E.entitydefs.get(name)), repr(E.html5.get(name + ';')), repr(E.html5.get(name)))
for cp in [34, 38, 60, 62, 160, 169, 8364, 9829, 65, 0x1F600]:
    print(cp, E.codepoint2name.get(cp))
print(sorted(k for k in E.html5 if not k.endswith(';'))[:20])
print(sum(1 for k in E.html5 if not k.endswith(';')))
print(E.html5['NotEqualTilde;'], repr(E.html5['fjlig;']))
print(sorted(E.name2codepoint)[:10], sorted(E.codepoint2name.items())[:5])
try:
    E.name2codepoint['nope']
except KeyError as e:
    print(type(e).__name__, e)
print(all(E.entitydefs[k] == chr(v) for k, v in E.name2codepoint.items()))
print(all(E.codepoint2name[v] == k for k, v in E.name2codepoint.items() if k not in ('lang', 'rang')) or 'dup')
