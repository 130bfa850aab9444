# leading
x = [  # after bracket
    1,  # one
    # own line
    2,
]  # after close
def f(  # params
    a,  # a
    b,
):  # colon
    # body comment
    return a  # trailing

    # between statements (dedented oddly)
  # less indented comment
    pass
if x:  # c
    pass
# before else
else:
    pass
d = {  # dict
    'a': 1,  # v
}
#no space
#!shebang-like
