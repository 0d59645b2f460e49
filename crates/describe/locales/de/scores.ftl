# scores (de)
