import html.entities
from html.entities import html5, name2codepoint, codepoint2name, entitydefs
import html
print(len(html5), len(name2codepoint), len(codepoint2name), len(entitydefs))
print(html5["amp;"], html5["amp"], repr(html5["nbsp;"]), html5["NotEqualTilde;"])
print(name2codepoint["eacute"], codepoint2name[233], entitydefs["eacute"])
print(sorted(html.entities.__all__))
print(sorted(html5)[:10], sorted(html5)[-5:])
print(sum(map(len, html5.values())), sum(name2codepoint.values()))
print(html.entities is __import__ if False else type(html.entities).__name__)
print("amp;" in html5, "notakey" in html5)
