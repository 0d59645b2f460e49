# help (nl)
