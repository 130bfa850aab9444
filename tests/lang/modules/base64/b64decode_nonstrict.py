import base64
def t(s, **k):
    try:
        print(repr(s), repr(base64.b64decode(s, **k)))
    except Exception as e:
        print(repr(s), type(e).__name__, e)
for s in ['YWJj', 'YWJ', 'YW', 'Y', 'YQ==', 'YQ=', 'YQ', 'YQ===', 'YWI=', 'YWI', '=YWJj', 'YW=Jj', 'YWJj=', 'YWJj==',
          'Y W J j', 'YW\nJj', '!YWJj', 'YWJj!', 'YQ==YQ==', 'YQ=a', 'YQ==a', 'Y===', '====', '', 'YWJjZA', 'YWJjZA=',
          'YWJjZA==', 'YWJjZA===', 'Y\x00Q==', 'YQ=\n=', '\xff', 'a+/b', 'a-_b']:
    t(s)
for s in ['YWJj', 'YW Jj', 'YQ==', 'YQ=', 'YQ', 'YWJj\n', '=YWJj', 'YQ==YQ==', 'YQ=a', 'a-_b']:
    t(s, validate=True)
t('a-_b', altchars=b'-_')
t('a-_b', altchars=b'-_', validate=True)
t('a+/b', altchars=b'-_', validate=True)
t('a+/b', altchars='-_')
t('a+/b', altchars=b'-')
