# technique: expandtabs with a huge tab size
# needs: has no attribute 'expandtabs'
# expect-error: pysafe.LimitError
s = ('\t' * 10**4).expandtabs(10**9)
