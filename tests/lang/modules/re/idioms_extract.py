import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


text = """Contact us at support@example.com or sales@shop.example.co.uk.
Call +1 (555) 123-4567 or 555.987.6543. Visit https://www.example.com/path?q=1&r=2 or http://test.org.
Prices: $19.99, $5, €3.50 and 1,299.00 USD on 2024-01-15 and 15/02/2024."""
print(re.findall(r'[\w.+-]+@[\w-]+(?:\.[\w-]+)+', text))
print(re.findall(r'\(?\d{3}\)?[ .-]?\d{3}[.-]\d{4}', text))
print(re.findall(r'https?://[^\s]+?(?=[.,]?(?:\s|$))', text))
print(re.findall(r'\$\d+(?:\.\d\d)?', text))
print(re.findall(r'\b\d{4}-\d{2}-\d{2}\b', text))
print(re.findall(r'\b(\d{1,2})/(\d{1,2})/(\d{4})\b', text))
print([float(x.replace(',', '')) for x in re.findall(r'\d{1,3}(?:,\d{3})*\.\d+', text)])
words = re.findall(r"[A-Za-z']+", "It's a dog's life, isn't it?")
print(words)
print(re.sub(r'\s+', ' ', '  too   many\n\nspaces  ').strip())
print(re.sub(r'(?<=\d)(?=(\d{3})+$)', ',', '1234567'))
print(re.split(r'[;,]\s*', 'a; b,c ,d'))
print(re.sub(r'([a-z])([A-Z])', r'\1_\2', 'camelCaseString').lower())
print(re.fullmatch(r'[A-Za-z_][A-Za-z0-9_]*', 'valid_name1') is not None)
print(bool(re.match(r'^\s*$', '   ')))
