import textwrap
for text in ['This is one. This is two.  Three!Four? Five', 'Mr. Smith went. to Washington', 'end.  ', 'A. B. C.',
             'Is it "quoted." Next', "It's 'single.' Next", 'e.g. this one', 'x.\ty', 'Hi!  Ho? Ha.']:
    w = textwrap.TextWrapper(width=30, fix_sentence_endings=True)
    print(w.wrap(text))
    print(textwrap.wrap(text, 30))
print(textwrap.fill('One. Two. Three.', 8, fix_sentence_endings=True))
