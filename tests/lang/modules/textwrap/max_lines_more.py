import textwrap
text = 'one two three four five six seven eight nine ten eleven twelve'
for ml in [1, 2, 3, 5, 10]:
    print(ml, textwrap.wrap(text, 15, max_lines=ml))
    print(ml, textwrap.wrap(text, 15, max_lines=ml, placeholder='~'))
print(textwrap.wrap(text, 15, max_lines=2, placeholder=' ...more'))
print(textwrap.wrap(text, 10, max_lines=2, initial_indent='>>', subsequent_indent='..'))
def t(**k):
    try:
        print(textwrap.wrap(text, **k))
    except Exception as e:
        print(type(e).__name__, e)
t(width=5, max_lines=1, placeholder=' [...]')
t(width=6, max_lines=1, placeholder=' [...]')
t(width=10, max_lines=1, subsequent_indent='     ', placeholder='12345')
t(width=10, max_lines=0)
print(textwrap.fill(text, 20, max_lines=2))
