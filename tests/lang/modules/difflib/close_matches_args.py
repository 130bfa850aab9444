import difflib
def t(*a, **k):
    try:
        print(difflib.get_close_matches(*a, **k))
    except Exception as e:
        print(type(e).__name__, e)
words = ['ape', 'apple', 'peach', 'puppy', 'apply', 'appel', 'happy', 'app']
t('appel', words)
t('appel', words, n=1)
t('appel', words, n=10, cutoff=0.0)
t('appel', words, 2, 0.9)
t('appel', words, cutoff=1.0)
t('zzz', words)
t('', words)
t('', ['', 'a'])
t('appel', [])
t('appel', words, n=0)
t('appel', words, n=-1)
t('appel', words, cutoff=-0.1)
t('appel', words, cutoff=1.1)
t('appel', words, cutoff='x')
t('wheel', ['while', 'wheat', 'whale', 'heel', 'wheel', 'wheels'])
t('import', ['pass', 'import', 'from', 'in', 'is', 'global', 'imports'])
t([1, 2, 3], [[1, 2], [1, 2, 3, 4], [3, 2, 1]])
t('abc', iter(['abd', 'abc', 'xbc']))
t('color', ('colour', 'collar', 'cooler'), 3, 0.5)
