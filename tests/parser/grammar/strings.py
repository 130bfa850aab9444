"a"
'b'
"""c"""
'''d'''
"it's"
'say "hi"'
'both \' and "'
u"unicode"
