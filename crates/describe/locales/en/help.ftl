# help (en)
