# decisions (en)
