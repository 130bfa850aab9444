# technique: splitting 10**8 spaces into 10**8 strings
# expect-error: pysafe.LimitError
l = (' ' * 10**8).split(' ')
