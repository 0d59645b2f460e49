# events (en)
