# there is no async lambda.
f = async lambda: 1
