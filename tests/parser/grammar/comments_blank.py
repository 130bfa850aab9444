# comment

x = 1  # trailing


# end
