# terminal (en)
