import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.findall(r'\bcat\b', 'cat concat cat. category'))
t(lambda: re.findall(r'\Bcat\B', 'cat concatenate'))
t(lambda: re.search(r'\B', ''))
t(lambda: re.search(r'\b', ''))
t(lambda: re.search(r'\B', ' ').span())
t(lambda: re.search(r'\B', 'a'))
t(lambda: re.compile(r'\B').search('ab', 1, 1))
t(lambda: re.compile(r'\B').search('ab', 0, 0))
t(lambda: re.findall(r'\b\w', 'héllo wörld'))
t(lambda: re.findall(r'\w\b', 'naïve café'))
t(lambda: re.findall(r'\bé', 'é xé'))
t(lambda: re.findall(r'[\b]', 'a\bb'))
t(lambda: re.findall(r'\b', 'a_b1 c'))
