import re

# a long non-ASCII subject: spans are code points all the way along
words = ['naïve', 'café', 'smörgåsbord', 'αβγ', '日本語', 'emoji😀x', 'plain']
text = ' '.join([words[i % len(words)] + str(i) for i in range(3000)])
spans = [m.span() for m in re.finditer(r'\w+', text)]
print(len(spans), spans[:3], spans[-3:])
print(sum([b - a for a, b in spans]))
ok = True
for a, b in spans[::97]:
    if not re.fullmatch(r'\w+', text[a:b]):
        ok = False
print(ok)
p = re.compile('日本語(\\d+)')
m = p.search(text, 20000)
print(m.span(), m.group(1), m.start(1))
print(len(re.findall('😀', text)), re.sub('[^\\x00-\\x7f]', '', text)[:40])
parts = re.split(r'\d+', text)
print(len(parts), parts[-2:])
print(re.search('plain(\\d+)$', text).groups())
