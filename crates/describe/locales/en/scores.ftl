# scores (en)
