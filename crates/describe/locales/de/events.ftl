# events (de)
