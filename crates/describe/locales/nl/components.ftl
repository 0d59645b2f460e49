# components (nl)
