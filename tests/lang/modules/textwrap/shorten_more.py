import textwrap
def t(*a, **k):
    try:
        print(repr(textwrap.shorten(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
text = 'Hello  world!   This is a longer sentence with   extra spaces.'
for w in [5, 10, 11, 12, 20, 40, 100]:
    t(text, w)
t(text, 20, placeholder='…')
t(text, 20, placeholder=' [more]')
t(text, 5, placeholder=' [more]')
t(text, 7, placeholder='')
t('', 5)
t('   ', 5)
t('short', 5)
t('Supercalifragilistic word', 10)
t('a b c d e f g', 6, break_long_words=False)
t(text, 0)
t(text, -1)
t(text, width=25, placeholder='...')
