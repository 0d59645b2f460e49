# terminal (nl)
