# decisions (nl)
