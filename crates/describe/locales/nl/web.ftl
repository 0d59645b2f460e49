# web (nl)
