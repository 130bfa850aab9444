# technique: comparing two 10**7-item lists in a loop
# expect-error: pysafe.LimitError
a = [1] * 10**7
b = [1] * 10**7
while True:
    a == b
