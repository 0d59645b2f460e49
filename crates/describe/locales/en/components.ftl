# components (en)
