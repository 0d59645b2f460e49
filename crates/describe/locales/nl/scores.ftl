# scores (nl)
