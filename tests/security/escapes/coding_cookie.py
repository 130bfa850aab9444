# technique: a coding cookie that would decode escapes in the source
# source: pyjail write-ups: '# coding: unicode_escape' / punycode cookies smuggle code past filters
# expect: 1
# coding: unicode_escape
x = 1 # \n\x65val('1')
print(x)
